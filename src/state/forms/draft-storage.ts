/**
 * What was typed into a drawer, kept in this tab's session storage under the drawer's address, so
 * that a reload of the same address gives it back. Passwords are never written.
 */
const prefix = 'draft:'

export interface Draft {
  /** The fields the person changed, with what they typed. */
  edits: Record<string, unknown>
  /**
   * The record the edits were typed over, as it was read (its version and every field): restored
   * over a record that has changed since, the draft is merged with the change instead of laid over it.
   * None for a new record, a backend without versions, or a draft kept before bases were.
   */
  base?: unknown
}

/** Fields whose value never goes to storage. */
export function isSecretField(name: string): boolean {
  return /password|secret|token/i.test(name)
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

export function readDraft(address: string): Draft | undefined {
  try {
    const raw = sessionStorage.getItem(prefix + address)
    if (raw === null) return undefined
    const value: unknown = JSON.parse(raw)
    if (!isRecord(value)) return undefined
    // A draft kept before bases were is the edits alone (no form has a field named `edits` holding an object).
    return isRecord(value.edits) ? { edits: value.edits, base: value.base ?? undefined } : { edits: value }
  } catch {
    return undefined
  }
}

const withoutSecrets = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !isSecretField(name)))

/** Keeps `draft` (its secret fields left out); a draft without edits removes the kept one. */
export function writeDraft(address: string, draft: Draft): void {
  const edits = withoutSecrets(draft.edits)
  const base = isRecord(draft.base) ? withoutSecrets(draft.base) : undefined
  try {
    if (Object.keys(edits).length === 0) sessionStorage.removeItem(prefix + address)
    else sessionStorage.setItem(prefix + address, JSON.stringify(base ? { edits, base } : { edits }))
  } catch {
    // Storage full or refused: the draft is only lost on reload, the form itself keeps it.
  }
}

export function clearDraft(address: string): void {
  try {
    sessionStorage.removeItem(prefix + address)
  } catch {
    // Nothing kept to clear.
  }
}
