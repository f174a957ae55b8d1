import type { LiveEvent, LiveResource } from '../../contract/schemas/live'
import type { Permission } from '../../contract/schemas/roles'

/** One published event: its id (the stream's `id:`), when it was published, and who may read it. */
export interface StoredEvent {
  id: number
  at: number
  event: LiveEvent
  /** The permission a reader needs (the journal needs audit_log.read); none: every signed-in person. */
  requires: Permission | undefined
}

type Listener = (stored: StoredEvent) => void

/** How long events are kept for a reconnect (Last-Event-ID). */
export const replayWindowMs = 5 * 60_000

/** Resources whose events only readers with a permission receive. */
const readPermission: Partial<Record<LiveResource, Permission>> = { audit_log: 'audit_log.read' }

export function permissionToRead(event: LiveEvent): Permission | undefined {
  return 'resource' in event ? readPermission[event.resource] : undefined
}

/**
 * The live extension's one bus: every write publishes here (the journal, claims, presence), and
 * each open stream listens. Events of the last five minutes stay in a ring so that a reconnect
 * naming its last id misses nothing.
 */
export class EventHub {
  private readonly ring: StoredEvent[] = []
  private readonly listeners = new Map<Listener, () => void>()
  private lastId = 0

  constructor(private readonly now: () => number = () => Date.now()) {}

  /**
   * Publishes once the current synchronous work has ended (a microtask): a write publishes inside
   * its transaction, and a stream hears of it only after the commit.
   */
  publish(event: LiveEvent): void {
    queueMicrotask(() => this.deliver(event))
  }

  private deliver(event: LiveEvent): void {
    this.lastId += 1
    const stored: StoredEvent = { id: this.lastId, at: this.now(), event, requires: permissionToRead(event) }
    this.ring.push(stored)
    this.forgetOld()
    for (const listener of [...this.listeners.keys()]) listener(stored)
  }

  /** The events after `id`, or null when some of them are no longer kept (or `id` is not one of this server's). */
  since(id: number): StoredEvent[] | null {
    this.forgetOld()
    if (id > this.lastId) return null
    const oldest = this.ring[0]
    const firstKept = oldest ? oldest.id : this.lastId + 1
    if (id < firstKept - 1) return null
    return this.ring.filter((stored) => stored.id > id)
  }

  get latestId(): number {
    return this.lastId
  }

  /** Listens until the returned function is called; `onEnd` runs when the server closes. */
  subscribe(listener: Listener, onEnd: () => void): () => void {
    this.listeners.set(listener, onEnd)
    return () => this.listeners.delete(listener)
  }

  /** Ends every open stream (the server is closing). */
  end(): void {
    for (const onEnd of [...this.listeners.values()]) onEnd()
    this.listeners.clear()
  }

  private forgetOld(): void {
    const limit = this.now() - replayWindowMs
    let drop = 0
    while (drop < this.ring.length && (this.ring[drop]?.at ?? limit) < limit) drop += 1
    if (drop > 0) this.ring.splice(0, drop)
  }
}
