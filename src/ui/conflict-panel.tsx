import { useCallback, useId } from 'react'
import { css } from 'styled-system/css'
import { Button } from './button'

export type ConflictChoice = 'now' | 'mine'

/** A field someone else changed, as shown: its label and its values in words. */
export interface ConflictRow {
  field: string
  label: string
  was: string
  now: string
  /** What the person has in the field. */
  mine: string
  /** Both changed it: the person chooses which value stays. */
  contested: boolean
  choice?: ConflictChoice
}

const styles = {
  panel: css({
    display: 'flex',
    flexDir: 'column',
    gap: '3',
    p: '3',
    rounded: 'md',
    borderWidth: '1px',
    borderColor: 'border.strong',
    bg: 'warning.subtle',
    color: 'fg.default',
  }),
  heading: css({ fontWeight: 'semibold', fontSize: 'md' }),
  note: css({ fontSize: 'sm' }),
  table: css({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    '& th, & td': { textAlign: 'start', verticalAlign: 'top', py: '1.5', pe: '2', borderBottomWidth: '1px', borderColor: 'border.default' },
    '& thead th': { fontWeight: 'medium' },
  }),
  value: css({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }),
  choice: css({
    display: 'flex',
    gap: '1.5',
    alignItems: 'flex-start',
    cursor: 'pointer',
    '& input': { mt: '0.5', accentColor: 'accent.default' },
  }),
  unchanged: css({ fontStyle: 'italic' }),
  srOnly: css({ srOnly: true }),
}

export interface ConflictPanelProps {
  rows: readonly ConflictRow[]
  /** «admin2@example.com, 26.11.2026 10:15», when the journal knows. */
  changedBy?: string
  onChoose: (field: string, choice: ConflictChoice) => void
  onDiscardMine: () => void
}

/**
 * The record changed while the person edited it: what the other side changed («Было», «Сейчас»,
 * «Ваше»), a choice by radio buttons where both changed a field, and «Отменить мои изменения».
 * Takes the focus when it appears, so that its heading is heard; a form drawer that opens with it
 * starts there too (`data-focus-first`), not in the first field.
 */
export function ConflictPanel({ rows, changedBy, onChoose, onDiscardMine }: ConflictPanelProps) {
  const headingId = useId()
  const focusOnMount = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), [])
  const contested = rows.some((row) => row.contested)
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} ref={focusOnMount} tabIndex={-1} className={styles.heading} data-focus-first>
        Запись изменилась, пока вы её редактировали
      </h3>
      <p className={styles.note}>
        {changedBy ? `Изменил(а): ${changedBy}. ` : ''}
        Поля, которые меняли только вы, сохранятся как есть; поля, изменённые только другим сотрудником, взяли его значение.
        {contested ? ' Где поле изменили оба, выберите, какое значение оставить.' : ''}
      </p>
      <table className={styles.table}>
        <caption className={styles.srOnly}>Изменённые поля</caption>
        <thead>
          <tr>
            <th scope="col">Поле</th>
            <th scope="col">Было</th>
            <th scope="col">Сейчас</th>
            <th scope="col">Ваше</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row">{row.label}</th>
              <td className={styles.value}>{row.was}</td>
              <td className={styles.value}>{row.contested ? <Choice row={row} choice="now" onChoose={onChoose} /> : row.now}</td>
              <td className={styles.value}>
                {row.contested ? (
                  <Choice row={row} choice="mine" onChoose={onChoose} />
                ) : (
                  <span className={styles.unchanged}>не меняли</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <Button variant="outline" size="sm" onClick={onDiscardMine}>
          Отменить мои изменения
        </Button>
      </div>
    </section>
  )
}

function Choice({ row, choice, onChoose }: { row: ConflictRow; choice: ConflictChoice; onChoose: ConflictPanelProps['onChoose'] }) {
  const value = choice === 'now' ? row.now : row.mine
  return (
    <label className={styles.choice}>
      <input
        type="radio"
        name={`conflict-${row.field}`}
        checked={row.choice === choice}
        onChange={() => onChoose(row.field, choice)}
        aria-label={`${row.label}: оставить ${choice === 'now' ? 'значение сейчас' : 'ваше значение'} «${value}»`}
      />
      <span>{value}</span>
    </label>
  )
}

/**
 * What changed in a record: «Поле», «Было», «Сейчас» (a delete asked again), or under other headings
 * what a change would do («Сейчас», «После возврата»).
 */
export function FieldChangesTable({
  changes,
  headings = ['Было', 'Сейчас'],
  caption = 'Что изменилось',
}: {
  changes: readonly { label: string; was: string; now: string }[]
  headings?: readonly [string, string]
  caption?: string
}) {
  if (changes.length === 0) return <p>Поля, которые видны в консоли, не изменились.</p>
  return (
    <table className={styles.table}>
      <caption className={styles.srOnly}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Поле</th>
          <th scope="col">{headings[0]}</th>
          <th scope="col">{headings[1]}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.label}>
            <th scope="row">{change.label}</th>
            <td className={styles.value}>{change.was}</td>
            <td className={styles.value}>{change.now}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
