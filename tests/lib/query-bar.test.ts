import { describe, expect, it } from 'vitest'
import { formatQuery, holdsPatch, parseQuery, suggest, type QueryGrammar, type QueryResult } from '../../src/lib/query-bar'

const customers: QueryGrammar = {
  searchKey: 'search',
  fields: [
    {
      kind: 'choices',
      key: 'statuses',
      names: ['статус', 'status'],
      options: [
        { value: 'active', label: 'Активен' },
        { value: 'blocked', label: 'Заблокирован' },
      ],
    },
    { kind: 'days', key: 'registered', names: ['регистрация', 'registered_at'] },
    { kind: 'money', key: 'balance', names: ['баланс', 'balance'] },
    {
      kind: 'choice',
      key: 'type',
      names: ['тип', 'type'],
      options: [
        { value: 'top_up', label: 'Пополнение' },
        { value: 'admin_top_up', label: 'Пополнение администратором' },
        { value: 'bonus', label: 'Бонус' },
      ],
    },
  ],
}

// A Wednesday.
const today = '2026-10-14'
const empty = { statuses: [], registered: { from: '', to: '' }, balance: { min: '', max: '' }, type: '', search: '' }

function patchOf(text: string, grammar = customers) {
  const result = parseQuery(text, grammar, today)
  if (!result.ok) throw new Error(result.problems.map((problem) => problem.message).join('; '))
  return result.patch
}

function problemsOf(text: string, grammar = customers) {
  const result: QueryResult = parseQuery(text, grammar, today)
  if (result.ok) throw new Error(`«${text}» parsed`)
  return result.problems
}

describe('parseQuery', () => {
  it('gives every field empty for an empty query', () => {
    expect(patchOf('  ')).toEqual(empty)
  })

  it('takes Russian and API names, and values by label or API value, whatever the case and ё', () => {
    expect(patchOf('статус:заблокирован')).toEqual({ ...empty, statuses: ['blocked'] })
    expect(patchOf('status:blocked')).toEqual({ ...empty, statuses: ['blocked'] })
    expect(patchOf('СТАТУС:Заблокирован')).toEqual({ ...empty, statuses: ['blocked'] })
  })

  it('takes several values by comma (OR) in the options’ order, quoted values with spaces', () => {
    expect(patchOf('статус:заблокирован,активен')).toEqual({ ...empty, statuses: ['active', 'blocked'] })
    expect(patchOf('тип:"пополнение администратором"')).toEqual({ ...empty, type: 'admin_top_up' })
  })

  it('negates a choice as every other value', () => {
    expect(patchOf('-статус:заблокирован')).toEqual({ ...empty, statuses: ['active'] })
    expect(problemsOf('-статус:активен,заблокирован')[0]?.message).toBe('Исключены все значения поля «статус»: ничего не останется')
  })

  it('reads amounts: comparisons a kopeck past the number, ranges, one amount, a decimal comma', () => {
    expect(patchOf('баланс:>1000').balance).toEqual({ min: '1000.01', max: '' })
    expect(patchOf('баланс:>=1000').balance).toEqual({ min: '1000.00', max: '' })
    expect(patchOf('баланс:<1000').balance).toEqual({ min: '', max: '999.99' })
    expect(patchOf('баланс:<=1000,5').balance).toEqual({ min: '', max: '1000.50' })
    expect(patchOf('balance:100..200').balance).toEqual({ min: '100.00', max: '200.00' })
    expect(patchOf('баланс:..200').balance).toEqual({ min: '', max: '200.00' })
    expect(patchOf('баланс:50').balance).toEqual({ min: '50.00', max: '50.00' })
  })

  it('reads days as дд.мм.гггг, гггг-мм-дд, comparisons and ranges', () => {
    expect(patchOf('регистрация:05.03.2026').registered).toEqual({ from: '2026-03-05', to: '2026-03-05' })
    expect(patchOf('registered_at:2026-03-05..2026-04-01').registered).toEqual({ from: '2026-03-05', to: '2026-04-01' })
    expect(patchOf('регистрация:>05.03.2026').registered).toEqual({ from: '2026-03-06', to: '' })
    expect(patchOf('регистрация:>=05.03.2026').registered).toEqual({ from: '2026-03-05', to: '' })
    expect(patchOf('регистрация:<05.03.2026').registered).toEqual({ from: '', to: '2026-03-04' })
    expect(patchOf('регистрация:<=05.03.2026').registered).toEqual({ from: '', to: '2026-03-05' })
  })

  it('reads days as words', () => {
    const days = (word: string) => patchOf(`регистрация:${word}`).registered
    expect(days('сегодня')).toEqual({ from: today, to: today })
    expect(days('вчера')).toEqual({ from: '2026-10-13', to: '2026-10-13' })
    expect(days('неделя')).toEqual({ from: '2026-10-12', to: today })
    expect(days('месяц')).toEqual({ from: '2026-10-01', to: today })
    expect(days('прошлый месяц')).toEqual({ from: '2026-09-01', to: '2026-09-30' })
    expect(days('"прошлый месяц"')).toEqual({ from: '2026-09-01', to: '2026-09-30' })
    expect(days('квартал')).toEqual({ from: '2026-10-01', to: today })
    expect(days('год')).toEqual({ from: '2026-01-01', to: today })
    expect(days('вчера..сегодня')).toEqual({ from: '2026-10-13', to: today })
    expect(days('>=месяц')).toEqual({ from: '2026-10-01', to: '' })
  })

  it('sends words without a field, quoted ones as they are, to the search', () => {
    expect(patchOf('иван статус:активен петров')).toEqual({ ...empty, statuses: ['active'], search: 'иван петров' })
    expect(patchOf('"a:b" x').search).toBe('a:b x')
  })

  it('names the token it does not understand and where it stands', () => {
    expect(problemsOf('баланс:abc')).toEqual([{ start: 0, end: 10, message: 'Не понимаю «abc»: ожидалось число' }])
    expect(problemsOf('x цвет:синий')).toEqual([
      { start: 2, end: 12, message: 'Не понимаю «цвет»: нет такого поля; есть: статус, регистрация, баланс, тип' },
    ])
    expect(problemsOf('статус:удалён')[0]?.message).toBe('Не понимаю «удалён»: ожидалось одно из: активен, заблокирован')
    expect(problemsOf('регистрация:завтра')[0]?.message).toMatch(/^Не понимаю «завтра»: ожидалась дата/)
    expect(problemsOf('регистрация:31.02.2026')[0]?.message).toMatch(/^Не понимаю «31.02.2026»: ожидалась дата/)
    expect(problemsOf('статус:')[0]?.message).toBe('Не понимаю «статус:»: после двоеточия нужно значение')
    expect(problemsOf('статус:>1')[0]?.message).toBe('Не понимаю «>1»: поле «статус» не сравнивают, перечислите значения через запятую')
    expect(problemsOf('тип:"бонус')[0]?.message).toBe('Не закрыта кавычка в «тип:"бонус»')
    expect(problemsOf('баланс:200..100')[0]?.message).toBe('Не понимаю «200..100»: начало больше конца')
    expect(problemsOf('статус:активен статус:заблокирован')[0]?.message).toBe(
      'Поле «статус» уже задано: перечислите значения через запятую',
    )
  })

  it('refuses what the server cannot express rather than send it wrongly', () => {
    expect(problemsOf('-баланс:100')[0]?.message).toBe('Сервер не умеет исключать по полю «баланс»: уберите минус')
    expect(problemsOf('-регистрация:сегодня')[0]?.message).toBe('Сервер не умеет исключать по полю «регистрация»: уберите минус')
    expect(problemsOf('-иван')[0]?.message).toBe('Сервер не умеет исключать слова из поиска: уберите минус у «-иван»')
    expect(problemsOf('тип:бонус,пополнение')[0]?.message).toBe('Сервер принимает одно значение поля «тип»: «тип:бонус,пополнение» даёт 2')
    const withoutBalance: QueryGrammar = {
      ...customers,
      fields: customers.fields.map((field) =>
        field.key === 'balance' ? { ...field, unsupported: 'Сервер не поддерживает фильтр по полю «баланс»' } : field,
      ),
    }
    expect(problemsOf('баланс:>1000', withoutBalance)[0]?.message).toBe('Сервер не поддерживает фильтр по полю «баланс»')
    expect(problemsOf('иван', { fields: customers.fields })[0]?.message).toMatch(/^Не понимаю «иван»: в этом списке нет поиска/)
  })
})

describe('formatQuery', () => {
  it('writes the state with Russian names and labels, and reads back the same state', () => {
    const state = {
      ...empty,
      statuses: ['active', 'blocked'],
      registered: { from: '2026-03-05', to: '' },
      balance: { min: '1000.50', max: '2000.00' },
      type: 'admin_top_up',
      search: 'иван  петров',
    }
    const text = formatQuery(customers, state)
    expect(text).toBe(
      'статус:активен,заблокирован регистрация:>=05.03.2026 баланс:1000,5..2000 тип:"пополнение администратором" иван петров',
    )
    expect(holdsPatch(state, patchOf(text))).toBe(true)
    expect(formatQuery(customers, empty)).toBe('')
  })
})

describe('suggest', () => {
  const titles = (text: string, caret = text.length) => suggest(text, caret, customers).map((suggestion) => suggestion.label)

  it('offers fields, then values, then comparisons', () => {
    expect(titles('ст')).toEqual(['статус:'])
    expect(titles('bal')).toEqual(['баланс:'])
    expect(titles('статус:')).toEqual(['активен', 'заблокирован'])
    expect(titles('статус:активен,з')).toEqual(['заблокирован'])
    expect(titles('регистрация:')).toEqual(['сегодня', 'вчера', 'неделя', 'месяц', 'прошлый месяц', 'квартал', 'год', '>=', '<=', '>', '<'])
    expect(titles('регистрация:>=ме')).toEqual(['месяц'])
    expect(titles('баланс:')).toEqual(['>=', '<=', '>', '<'])
    expect(titles('тип:пополнение')).toEqual(['пополнение администратором'])
  })

  it('offers nothing after a space or for a whole value', () => {
    expect(titles('статус:активен ')).toEqual([])
    expect(titles('статус:активен')).toEqual([])
    expect(titles('баланс:100')).toEqual([])
  })

  it('gives the query with the suggestion taken and the caret after it', () => {
    const [field] = suggest('иван -ст', 8, customers)
    expect(field).toMatchObject({ text: 'иван -статус:', caret: 13 })
    const [value] = suggest('статус:з иван', 8, customers)
    expect(value).toMatchObject({ text: 'статус:заблокирован иван', caret: 19 })
  })
})
