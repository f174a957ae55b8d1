import { useEffect, useId, useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { FormBinding, RecordLoad } from '../lib/form'
import { Button } from './button'
import { Dialog, Drawer } from './dialog'
import { FormAlert } from './field'
import { Skeleton } from './skeleton'
import { ErrorState } from './states'

export interface FormDrawerProps {
  title: ReactNode
  description?: ReactNode
  onClose: () => void
  form: FormBinding
  /** @default 'Сохранить' */
  submitLabel?: string
  /** @default { status: 'ready' } */
  record?: RecordLoad
  /** Why the person may not submit (their role, «Недоступно для роли «…»»): the submit stays unavailable. */
  submitUnavailable?: string
  /** Actions at the start of the footer, e.g. «Удалить» of an edit drawer. */
  startActions?: ReactNode
  /** Replaces «Отмена» and the submit, e.g. «Готово» once the work is done. */
  actions?: ReactNode
  /** The fields. */
  children: ReactNode
}

/**
 * A drawer holding one form: alert, fields, «Отмена» and the submit (busy while sending). Until
 * its record is there it shows a skeleton; when the record failed to load, the reason with
 * «Повторить» and no submit. The first field takes focus when the form appears.
 */
export function FormDrawer({
  title,
  description,
  onClose,
  form,
  submitLabel = 'Сохранить',
  record = { status: 'ready' },
  submitUnavailable,
  startActions,
  actions,
  children,
}: FormDrawerProps) {
  const formId = useId()
  const ready = record.status === 'ready'
  const cancel = (
    <Button variant="outline" onClick={onClose}>
      Отмена
    </Button>
  )
  return (
    <Drawer
      open
      onClose={onClose}
      initialFocusEl={() => focusTarget(formId)}
      title={title}
      description={description}
      footer={
        <>
          {startActions && <div className={css({ display: 'flex', gap: '2', me: 'auto' })}>{startActions}</div>}
          {actions ??
            (ready ? (
              <>
                {cancel}
                <Button type="submit" form={formId} loading={form.pending} unavailable={submitUnavailable}>
                  {submitLabel}
                </Button>
              </>
            ) : (
              cancel
            ))}
        </>
      }
    >
      {record.status === 'loading' && <RecordSkeleton />}
      {record.status === 'failed' && (
        <ErrorState title={record.title} message={record.message} onRetry={record.onRetry} retrying={record.retrying} />
      )}
      {ready && (
        <DrawerForm id={formId} form={form}>
          {children}
        </DrawerForm>
      )}
    </Drawer>
  )
}

export interface FormDialogProps {
  title: ReactNode
  description?: ReactNode
  onClose: () => void
  form: FormBinding
  /** @default 'Сохранить' */
  submitLabel?: string
  /** `danger` for a decision that cannot be taken back (a rejection). */
  tone?: 'danger'
  /** @default 'md' */
  size?: 'sm' | 'md'
  /** Where focus goes when it closes. @default what was focused before it opened */
  finalFocusEl?: () => HTMLElement | null
  /** The fields. */
  children: ReactNode
}

/** A dialog holding one short form (a name, a reason), as a form drawer does: alert, fields, «Отмена» and the submit. */
export function FormDialog({
  title,
  description,
  onClose,
  form,
  submitLabel = 'Сохранить',
  tone,
  size,
  finalFocusEl,
  children,
}: FormDialogProps) {
  const formId = useId()
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      size={size}
      initialFocusEl={() => focusTarget(formId)}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" form={formId} tone={tone} loading={form.pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <DrawerForm id={formId} form={form}>
        {children}
      </DrawerForm>
    </Dialog>
  )
}

function DrawerForm({ id, form, children }: { id: string; form: FormBinding; children: ReactNode }) {
  const { ref, ...formProps } = form.formProps
  const element = useRef<HTMLFormElement | null>(null)
  // On open the dialog focuses the same itself; this covers a form shown after its record loaded.
  useEffect(() => {
    focusTarget(id)?.focus()
  }, [id])
  return (
    <form
      id={id}
      ref={(node) => {
        element.current = node
        ref.current = node
      }}
      {...formProps}
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <FormAlert>{form.alert}</FormAlert>
      {children}
    </form>
  )
}

const firstField = 'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), [role="combobox"]'

/** Where a form's focus starts: what is marked to be read first, its first field, or, a form without fields, its submit. */
function focusTarget(formId: string): HTMLElement | null {
  const form = document.getElementById(formId)
  if (!form) return null
  return (
    // What must be read before the fields (a conflict found as the form opens) is marked `data-focus-first`.
    form.querySelector<HTMLElement>('[data-focus-first]') ??
    form.querySelector<HTMLElement>(firstField) ??
    document.querySelector<HTMLElement>(`[type="submit"][form="${CSS.escape(formId)}"]:not(:disabled)`)
  )
}

function RecordSkeleton() {
  return (
    <div aria-busy="true" className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
      <span className={css({ srOnly: true })}>Загрузка…</span>
      <Skeleton width="40%" />
      <Skeleton height="2rem" />
      <Skeleton width="40%" />
      <Skeleton height="2rem" />
    </div>
  )
}
