import { describe, expect, it } from 'vitest'
import type { PaletteCommand } from '../../src/lib/commands'
import { rankRoot } from '../../src/palette/rank'

const command = (id: string, label: string, fields: Partial<PaletteCommand> = {}): PaletteCommand => ({
  id,
  label,
  group: 'Действия',
  run: () => {},
  ...fields,
})

/** What the customer search finds for a customer: open, top up, issue a code, in that order. */
const actionsOf = (uuid: string, who: string): PaletteCommand[] =>
  [
    ['open', 'Открыть'],
    ['top-up', 'Пополнить баланс'],
    ['issue-otp', 'Выдать код'],
  ].map(([action, label]) => command(`customer:${uuid}:${action}`, `${label}: ${who}`, { group: 'Пользователи', record: uuid }))

const ivan = actionsOf('u-1', 'Иван Петров · ivan.petrov@example.com')
const irina = actionsOf('u-2', 'Ирина Иванова · irina@example.com')
const registered = [command('customers:top-up', 'Пополнить баланс'), command('theme:dark', 'Тема: тёмная', { group: 'Настройки' })]

const ids = (groups: ReturnType<typeof rankRoot>) => groups.flatMap(([, items]) => items.map((item) => item.id))
const rowsOf = (groups: ReturnType<typeof rankRoot>, uuid: string) => ids(groups).filter((id) => id.startsWith(`customer:${uuid}:`))

describe('a found customer’s actions', () => {
  it('keep their order whatever the query matches in them: a name, an e-mail, an action’s word, nothing (a phone)', () => {
    const expected = ['customer:u-1:open', 'customer:u-1:top-up', 'customer:u-1:issue-otp']
    for (const query of ['Иван', 'ivan.petrov', 'петров код', 'пополн иван', '+7 999']) {
      expect(rowsOf(rankRoot(registered, ivan, query, undefined), 'u-1'), query).toEqual(expected)
    }
  })

  it('stay together, each customer where their best match ranks', () => {
    const ranked = ids(rankRoot(registered, [...irina, ...ivan], 'Иван', undefined))
    const found = ranked.filter((id) => id.startsWith('customer:'))
    // «Иван Петров» starts with the query; «Ирина Иванова» matches at a word's start further on.
    expect(found).toEqual([...ivan, ...irina].map((item) => item.id))
  })
})
