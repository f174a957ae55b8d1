import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import type { Permission } from '../../contract/schemas/roles'
import type { PaletteCommand } from '../../src/lib/commands'
import { frecency, orderByFrecency } from '../../src/lib/frecency'
import {
  entriesOf,
  forgetPerson,
  forgetRecord,
  frecencyIndex,
  memoryLimit,
  recordKey,
  recordLabel,
  rememberUse,
  type MemoryEntry,
  type PaletteMemory,
  type RememberedRecord,
} from '../../src/lib/palette-memory'
import { rankRoot } from '../../src/palette/rank'
import { paletteMemoryAtom } from '../../src/state/shell/palette-memory'

const hour = 60 * 60 * 1000
const now = 1_000 * hour
const everything = () => true

const customer = (id: string, name: string, action = 'Пополнить баланс'): RememberedRecord => ({
  kind: 'customer',
  kindName: 'Пользователь',
  id,
  name,
  action,
})
const entryFor = (record: RememberedRecord, permission?: Permission): Omit<MemoryEntry, 'uses'> => ({
  key: recordKey(record),
  label: recordLabel(record),
  record,
  permission,
  replay: { type: 'drawer', target: { id: 'top-up', params: { customer: record.id } } },
})

describe('frecency', () => {
  it('weighs uses by how often and how lately', () => {
    expect(frecency([], now)).toBe(0)
    expect(frecency([now - hour], now)).toBeGreaterThan(frecency([now - 48 * hour], now))
    expect(frecency([now - 48 * hour, now - 50 * hour], now)).toBeGreaterThan(frecency([now - 48 * hour], now))
  })

  it('orders by frecency only among matches of equal quality', () => {
    const ordered = orderByFrecency([
      { item: 'exact', quality: 5, frecency: 0, score: 4190 },
      { item: 'prefix, used', quality: 4, frecency: 500, score: 4100 },
      { item: 'prefix, unused', quality: 4, frecency: 0, score: 4180 },
      { item: 'inside, used often', quality: 2, frecency: 9000, score: 2100 },
    ])
    expect(ordered.map(({ item }) => item)).toEqual(['exact', 'prefix, used', 'prefix, unused', 'inside, used often'])
  })
})

describe('the palette ranking with a memory', () => {
  const found = (id: string, name: string): PaletteCommand[] => [
    { id: `customer:${id}:open`, record: id, label: `Открыть: ${name}`, group: 'Пользователи', run: () => undefined },
    { id: `customer:${id}:top-up`, record: id, label: `Пополнить баланс: ${name}`, group: 'Пользователи', run: () => undefined },
  ]
  const labels = (groups: ReturnType<typeof rankRoot>) => groups.flatMap(([, items]) => items.map((item) => item.label))

  it('puts the customer this person used first among equal matches, never over a better match', () => {
    const memory = rememberUse({}, 'anna', entryFor(customer('u-2', 'Пётр Петрова')), now, everything)
    const index = frecencyIndex(entriesOf(memory, 'anna', everything), now)
    const customers = [...found('u-1', 'Иван Петров'), ...found('u-2', 'Пётр Петрова')]
    expect(labels(rankRoot([], customers, 'петров', undefined))[0]).toBe('Открыть: Иван Петров')
    expect(labels(rankRoot([], customers, 'петров', undefined, index)).slice(0, 2)).toEqual([
      'Открыть: Пётр Петрова',
      'Пополнить баланс: Пётр Петрова',
    ])
    // A command named exactly as typed still comes first, however often the customer was used.
    const exact: PaletteCommand = { id: 'petrov', label: 'Петров', group: 'Действия', run: () => undefined }
    expect(labels(rankRoot([exact], customers, 'петров', undefined, index))[0]).toBe('Петров')
  })
})

describe('the palette memory', () => {
  it('is kept per person, newest first, each use counted once per entry', () => {
    let memory: PaletteMemory = {}
    memory = rememberUse(memory, 'anna', entryFor(customer('u-1', 'Иван Петров')), now, everything)
    memory = rememberUse(memory, 'anna', entryFor(customer('u-2', 'Анна Смирнова')), now + 1, everything)
    memory = rememberUse(memory, 'anna', entryFor(customer('u-1', 'Иван Петров')), now + 2, everything)
    memory = rememberUse(memory, 'boris', entryFor(customer('u-3', 'Олег Сидоров')), now, everything)
    expect(entriesOf(memory, 'anna', everything).map((entry) => entry.label)).toEqual([
      'Иван Петров — Пополнить баланс',
      'Анна Смирнова — Пополнить баланс',
    ])
    expect(entriesOf(memory, 'anna', everything)[0]?.uses).toEqual([now + 2, now])
    expect(entriesOf(memory, 'boris', everything).map((entry) => entry.label)).toEqual(['Олег Сидоров — Пополнить баланс'])
    expect(entriesOf(memory, undefined, everything)).toEqual([])
  })

  it(`keeps ${memoryLimit} entries a person, dropping the oldest`, () => {
    let memory: PaletteMemory = {}
    for (let index = 0; index < memoryLimit + 5; index += 1)
      memory = rememberUse(memory, 'anna', entryFor(customer(`u-${index}`, `Клиент ${index}`)), now + index, everything)
    const entries = entriesOf(memory, 'anna', everything)
    expect(entries).toHaveLength(memoryLimit)
    expect(entries[0]?.record?.id).toBe(`u-${memoryLimit + 4}`)
    expect(entries.some((entry) => entry.record?.id === 'u-4')).toBe(false)
  })

  it('drops what the role may no longer do, records that are gone, and a person’s own on «Очистить недавние»', () => {
    let memory: PaletteMemory = {}
    memory = rememberUse(memory, 'anna', entryFor(customer('u-1', 'Иван Петров'), 'customers.top_up'), now, everything)
    memory = rememberUse(memory, 'anna', entryFor(customer('u-2', 'Анна Смирнова', 'Открыть')), now, everything)
    memory = rememberUse(memory, 'boris', entryFor(customer('u-2', 'Анна Смирнова', 'Открыть')), now, everything)
    const noTopUp = (permission: string | undefined) => permission !== 'customers.top_up'
    expect(entriesOf(memory, 'anna', noTopUp).map((entry) => entry.record?.id)).toEqual(['u-2'])
    const afterRoleChange = rememberUse(memory, 'anna', entryFor(customer('u-5', 'Новый')), now, noTopUp)
    expect(afterRoleChange.anna?.map((entry) => entry.record?.id)).toEqual(['u-5', 'u-2'])

    const gone = forgetRecord(memory, 'u-2')
    expect(gone.anna?.map((entry) => entry.record?.id)).toEqual(['u-1'])
    expect(gone.boris).toEqual([])
    expect(forgetRecord(memory, 'nobody')).toBe(memory)

    const cleared = forgetPerson(memory, 'anna')
    expect(entriesOf(cleared, 'anna', everything)).toEqual([])
    expect(entriesOf(cleared, 'boris', everything)).toHaveLength(1)
  })

  it('keeps what it stored, and drops only an entry another version left (a permission this console does not know)', () => {
    let memory: PaletteMemory = {}
    memory = rememberUse(memory, 'anna', entryFor(customer('u-1', 'Иван Петров'), 'customers.top_up'), now, everything)
    memory = rememberUse(memory, 'boris', entryFor(customer('u-2', 'Анна Смирнова', 'Открыть')), now, everything)
    const fromNewerVersion = { ...entryFor(customer('u-3', 'Олег Сидоров')), permission: 'tariffs.edit', uses: [now] }
    localStorage.setItem('palette_memory', JSON.stringify({ ...memory, anna: [fromNewerVersion, ...(memory.anna ?? [])], carl: 'garbage' }))
    const store = createStore()
    // Mounted, the atom reads the storage anew (its first read was at import).
    const unmount = store.sub(paletteMemoryAtom, () => undefined)
    const stored = store.get(paletteMemoryAtom)
    expect(stored.anna?.map((entry) => entry.record?.id)).toEqual(['u-1'])
    expect(stored.boris).toEqual(memory.boris)
    expect(stored.carl).toEqual([])
    // The next write keeps everyone's memory: it is made over what was read.
    store.set(paletteMemoryAtom, rememberUse(stored, 'anna', entryFor(customer('u-4', 'Новый')), now + 1, everything))
    const written = JSON.parse(localStorage.getItem('palette_memory') ?? '{}') as PaletteMemory
    expect(written.anna?.map((entry) => entry.record?.id)).toEqual(['u-4', 'u-1'])
    expect(written.boris).toEqual(memory.boris)
    unmount()
    localStorage.removeItem('palette_memory')
  })
})
