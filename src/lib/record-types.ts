/**
 * What the console's shared parts (the journal, the live stream, the sidebar) know of a record type:
 * data each feature's declaration gives (src/records), collected by app/ from the list of features,
 * so that none of them names a record type.
 */
export interface RecordTypeEntry {
  /** Its name in the journal and the live stream: `benchmark`. */
  type: string
  /** «Норма»: what the journal calls a record of it. */
  label: string
  /** A field's name in a journal entry («Категория»), undefined for a field it does not declare. */
  fieldLabel(field: string): string | undefined
  /** A field's value in words («Соцсети», «Активен»), undefined when the value has no words of its own. */
  valueText(field: string, value: unknown): string | undefined
  /** Fields a journal entry says changed without their values (a reference by uuid). */
  referenceFields: readonly string[]
  /** The address of one of its records: its drawer over its list. */
  href(uuid: string): string
  /** The start of the keys of every query showing its records: read anew when the live stream says one changed. */
  queryKeys: readonly (readonly unknown[])[]
}

/** The record types of the console by their `type`. */
export type RecordTypes = ReadonlyMap<string, RecordTypeEntry>

/** The record types of `entries` by their `type`. */
export function recordTypesOf(entries: readonly RecordTypeEntry[]): RecordTypes {
  return new Map(entries.map((entry) => [entry.type, entry]))
}
