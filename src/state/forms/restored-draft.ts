import { validate, type Struct } from 'superstruct'
import { versionOf } from '../../api/versions'
import { mergeOverChange, type VersionMerge } from '../../lib/version-merge'
import type { RestoredDraft } from './use-form'

/** A draft given back over a record that changed since it was typed: the record it was typed over, and the merge. */
export interface DraftOverChange<Item, Values extends object> {
  was: Item
  merge: VersionMerge<Values>
}

/**
 * How a draft given back after a reload meets its record as it is now. When it was typed over
 * another version, and someone changed a field of the form meanwhile, it is merged as a save
 * refused with 412 is (lib/version-merge); otherwise (the same version, a backend without
 * versions, a draft kept without its base, or no field of the form changed) it is laid over the
 * record as it is: undefined.
 */
export function restoredOverChange<Item, Values extends object>(
  restored: RestoredDraft<Values> | undefined,
  current: Item,
  item: Struct<Item, unknown>,
  valuesOf: (item: Item) => Values,
): DraftOverChange<Item, Values> | undefined {
  if (restored?.base === undefined) return undefined
  const [failure, was] = validate(restored.base, item, { coerce: true })
  if (failure) return undefined
  const version = versionOf(was)
  const now = versionOf(current)
  if (version === undefined || now === undefined || version === now) return undefined
  const merge = mergeOverChange(valuesOf(was), valuesOf(current), { ...valuesOf(was), ...restored.edits })
  return merge.changed.length > 0 ? { was, merge } : undefined
}
