/**
 * What was typed into a drawer, kept in this tab's session storage under the drawer's address, so
 * that a reload of the same address gives it back. Passwords are never written.
 */
const prefix = 'draft:'

export type Draft = Record<string, unknown>

/** Fields whose value never goes to storage. */
export function isSecretField(name: string): boolean {
  return /password|secret|token/i.test(name)
}

export function readDraft(address: string): Draft | undefined {
  try {
    const raw = sessionStorage.getItem(prefix + address)
    if (raw === null) return undefined
    const value: unknown = JSON.parse(raw)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Draft) : undefined
  } catch {
    return undefined
  }
}

/** Keeps `draft` (its secret fields left out); an empty draft removes the kept one. */
export function writeDraft(address: string, draft: Draft): void {
  const kept = Object.fromEntries(Object.entries(draft).filter(([name]) => !isSecretField(name)))
  try {
    if (Object.keys(kept).length === 0) sessionStorage.removeItem(prefix + address)
    else sessionStorage.setItem(prefix + address, JSON.stringify(kept))
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
