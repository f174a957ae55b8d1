import { type LiveResource, type PresenceEvent, type PresenceMode } from '../../contract/schemas/live'
import type { EventHub } from './hub'

/** A presence lasts this long unless repeated (the console repeats it every 15 s). */
export const presenceTtlMs = 45_000

interface Here {
  mode: PresenceMode
  expiresAt: number
}

/**
 * Who is on which record now, in memory: each person (by e-mail) once per record, viewing or
 * editing, until they leave or 45 s pass without a repeat. Every change publishes the record's
 * whole list.
 */
export class PresenceBoard {
  private readonly records = new Map<string, { resource: LiveResource; uuid: string; people: Map<string, Here> }>()

  constructor(
    private readonly hub: EventHub,
    private readonly now: () => number = () => Date.now(),
  ) {}

  set(resource: LiveResource, uuid: string, email: string, mode: PresenceMode | 'left'): void {
    const key = `${resource}/${uuid}`
    const record = this.records.get(key) ?? { resource, uuid, people: new Map<string, Here>() }
    const before = record.people.get(email)?.mode
    if (mode === 'left') record.people.delete(email)
    else record.people.set(email, { mode, expiresAt: this.now() + presenceTtlMs })
    if (record.people.size === 0) this.records.delete(key)
    else this.records.set(key, record)
    if (before !== (mode === 'left' ? undefined : mode)) this.hub.publish(this.eventOf(record))
  }

  /** Forgets presences past their time, telling the streams. */
  sweep(): void {
    const now = this.now()
    for (const [key, record] of this.records) {
      const gone = [...record.people].filter(([, here]) => here.expiresAt <= now)
      if (gone.length === 0) continue
      for (const [email] of gone) record.people.delete(email)
      if (record.people.size === 0) this.records.delete(key)
      this.hub.publish(this.eventOf(record))
    }
  }

  /** The presence of every record someone is on (a new stream starts with it). */
  snapshot(): PresenceEvent[] {
    return [...this.records.values()].map((record) => this.eventOf(record))
  }

  private eventOf(record: { resource: LiveResource; uuid: string; people: Map<string, Here> }): PresenceEvent {
    const people = [...record.people].map(([email, here]) => ({ email, mode: here.mode }))
    return { kind: 'presence', resource: record.resource, uuid: record.uuid, people }
  }
}
