import { enums, nullable, object, optional, refine, string, type, type Infer } from 'superstruct'
import { isoDateTime, money, paginated, uuid, withJsonSchema } from './common'
import { FinanceOperation } from './finance'
import { plainText } from './primitives'

/**
 * A customer's timeline and the staff's notes about them: an extension of the contract that the
 * reference server offers. A backend without it answers 404; the console then builds the feed from
 * the contract's endpoints and has no notes.
 */
export const timelineKinds = ['operation', 'otp', 'referral', 'note', 'change'] as const
export const TimelineKind = enums(timelineKinds)
export type TimelineKind = Infer<typeof TimelineKind>

/** What an item links to: an operation, a customer (the invited, or the one who invited), a note, a journal entry. */
export const timelineTargetTypes = ['operation', 'customer', 'note', 'audit_entry'] as const
export const TimelineTargetType = enums(timelineTargetTypes)
export type TimelineTargetType = Infer<typeof TimelineTargetType>

/** A note's length, counted after trimming. */
export const noteMaxLength = 2000

/** A note's text: 1..2000 characters once trimmed; line feeds and tabs allowed. */
export const noteText = withJsonSchema(
  plainText(
    refine(string(), 'size', (value) => {
      const length = [...value.trim()].length
      return (
        (length >= 1 && length <= noteMaxLength) ||
        `Expected a string with a length between \`1\` and \`${noteMaxLength}\` but received one with a length of \`${length}\``
      )
    }),
    true,
  ),
  { minLength: 1, maxLength: noteMaxLength },
)

/** POST and PATCH .../notes/: `{text}`. */
export const NoteBody = object({ text: noteText })
export type NoteBody = Infer<typeof NoteBody>

/** A staff note about a customer; `edited_at` is null until its author edits it. */
export const CustomerNote = type({
  note_uuid: uuid,
  customer_uuid: uuid,
  author_uuid: uuid,
  author_email: string(),
  text: string(),
  created_at: isoDateTime,
  edited_at: nullable(isoDateTime),
})
export type CustomerNote = Infer<typeof CustomerNote>

/**
 * One item of the timeline, newest first. `amount` (signed) and `balance_after` for operations,
 * `text` for notes and journal comments; `edited_at` only for an edited note (an extension of the
 * item, absent elsewhere).
 */
export const TimelineItem = type({
  item_uuid: uuid,
  kind: TimelineKind,
  at: isoDateTime,
  title: string(),
  amount: nullable(money),
  balance_after: nullable(money),
  actor_email: nullable(string()),
  text: nullable(string()),
  target_type: TimelineTargetType,
  target_uuid: uuid,
  edited_at: optional(nullable(isoDateTime)),
  /** An operation's item: the operation (its reversals, the reversals' extension); absent elsewhere. */
  operation: optional(FinanceOperation),
})
export type TimelineItem = Infer<typeof TimelineItem>

export const TimelineItemPage = paginated(TimelineItem)
export type TimelineItemPage = Infer<typeof TimelineItemPage>

/** How long after writing its author may still edit or delete a note. */
export const noteEditableSeconds = 15 * 60
