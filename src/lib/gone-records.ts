/**
 * Records found gone (deleted here, or answered 404): said by state/ where it learns it, heard by
 * whatever keeps records by id (the palette's memory). A plain module, as the announcer is.
 */
const listeners = new Set<(recordId: string) => void>()

export function reportGoneRecord(recordId: string): void {
  for (const listener of listeners) listener(recordId)
}

export function onGoneRecord(listener: (recordId: string) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
