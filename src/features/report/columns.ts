import type { ColumnKind } from '../../ui'

/**
 * The report's columns as staff read them: the contract's column names (the eLama report, docs/openapi.json) in
 * Russian, with the width each needs. A column the console does not know keeps the file's name.
 */
interface KnownColumn {
  label: string
  /** Amounts in roubles: shown «1 234,50». */
  money?: boolean
  /** What the cells hold (money, numbers and dates are never cut). @default 'text' */
  kind?: ColumnKind
  width: string
}

const knownColumns: Record<string, KnownColumn> = {
  customer_uuid: { label: 'ID пользователя', width: '19rem' },
  email: { label: 'Электронная почта', width: '16rem' },
  company: { label: 'Компания', width: '12rem' },
  registered_at: { label: 'Дата регистрации', width: '13rem', kind: 'date' },
  utm_source: { label: 'Источник (utm_source)', width: '11rem' },
  utm_campaign: { label: 'Кампания (utm_campaign)', width: '12rem' },
  top_ups: { label: 'Пополнения, ₽', width: '9rem', money: true, kind: 'money' },
  spent: { label: 'Списания, ₽', width: '9rem', money: true, kind: 'money' },
  analyzed_images: { label: 'Изображений проанализировано', width: '10rem', kind: 'number' },
}

/** Every column is at least this wide; the table scrolls sideways as a whole past the drawer's width. */
export const minColumnWidth = '4rem'

export interface ReportColumnLook {
  /** The Russian header, or null when the file's name is all there is. */
  label: string | null
  money: boolean
  kind: ColumnKind
  width: string
}

export function reportColumnLook(name: string, numeric: boolean): ReportColumnLook {
  const known = knownColumns[name.trim().toLowerCase()]
  if (known) return { label: known.label, money: known.money ?? false, kind: known.kind ?? 'text', width: known.width }
  return { label: null, money: false, kind: numeric ? 'number' : 'text', width: numeric ? '8rem' : '10rem' }
}
