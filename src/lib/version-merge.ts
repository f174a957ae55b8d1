/**
 * A three-way merge of a form over a record that changed while it was edited: `was` is what the
 * person started from, `now` what the record is at present, `mine` what they typed (all as the
 * form's values).
 */

/** A field the other person changed: what it was, what it is now, and what was typed over it. */
export interface ChangedField<Values extends object> {
  field: Extract<keyof Values, string>
  was: Values[keyof Values]
  now: Values[keyof Values]
  mine: Values[keyof Values]
  /** Both changed it, to different values: the person chooses which stays. */
  contested: boolean
}

export type MergeChoice = 'now' | 'mine'

export interface VersionMerge<Values extends object> {
  /** The fields the other person changed, in the form's order. */
  changed: ChangedField<Values>[]
  /** The edits over `now` that keep what the person typed: every field they changed (contested ones too, until chosen). */
  edits: Partial<Values>
}

const same = (left: unknown, right: unknown) => Object.is(left, right) || JSON.stringify(left) === JSON.stringify(right)

export function mergeOverChange<Values extends object>(was: Values, now: Values, mine: Values): VersionMerge<Values> {
  const changed: ChangedField<Values>[] = []
  const edits: Partial<Values> = {}
  for (const field of Object.keys(now) as Extract<keyof Values, string>[]) {
    const theirs = !same(was[field], now[field])
    const typed = !same(was[field], mine[field]) && !same(mine[field], now[field])
    if (theirs) changed.push({ field, was: was[field], now: now[field], mine: mine[field], contested: typed })
    if (typed) edits[field] = mine[field]
  }
  return { changed, edits }
}

/** The contested fields not chosen yet. */
export function unchosenFields<Values extends object>(
  merge: VersionMerge<Values>,
  choices: Readonly<Record<string, MergeChoice>>,
): string[] {
  return merge.changed.filter((row) => row.contested && choices[row.field] === undefined).map((row) => row.field)
}

/** The form's values with the person's choice in a field both changed. */
export function withChoice<Values extends object>(values: Values, row: ChangedField<Values>, choice: MergeChoice): Values {
  return { ...values, [row.field]: choice === 'now' ? row.now : row.mine }
}
