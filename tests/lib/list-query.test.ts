import { describe, expect, it } from 'vitest'
import {
  choiceParam,
  correctListQuery,
  dayRangeParam,
  hasActiveFilters,
  isIsoDay,
  lastPage,
  multiChoiceParam,
  orderingParam,
  pageParam,
  pageSizeParam,
  parseOrdering,
  patternParam,
  readListQuery,
  textParam,
  toggleOrdering,
  withoutPaging,
  writeListQuery,
} from '../../src/lib/list-query'

const statuses = ['active', 'blocked'] as const
const orderingFields = ['registered_at', 'balance', 'email'] as const

const schema = {
  page: pageParam(),
  pageSize: pageSizeParam([25, 50, 100]),
  search: textParam('search'),
  status: multiChoiceParam('status', statuses),
  registered: dayRangeParam('registered_from', 'registered_to'),
  ordering: orderingParam('ordering', orderingFields, '-registered_at'),
  kind: choiceParam('kind', ['a', 'b'] as const),
  customer: patternParam('customer', /^[0-9a-f-]{36}$/),
}

const read = (query: string) => readListQuery(new URLSearchParams(query), schema)
const write = (query: string, patch: Parameters<typeof writeListQuery<typeof schema>>[2]) =>
  writeListQuery(new URLSearchParams(query), schema, patch).toString()

describe('readListQuery', () => {
  it('gives the defaults for an empty URL', () => {
    expect(read('')).toEqual({
      page: 1,
      pageSize: 25,
      search: '',
      status: [],
      registered: { from: '', to: '' },
      ordering: '-registered_at',
      kind: '',
      customer: '',
    })
  })

  it('reads every kind of parameter', () => {
    expect(
      read(
        'page=3&page_size=50&search=%20%D0%98%D0%B2%D0%B0%D0%BD%20&status=blocked&status=active&registered_from=2026-01-01&registered_to=2026-02-01&ordering=balance&kind=b&customer=2b1f0a9e-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
      ),
    ).toEqual({
      page: 3,
      pageSize: 50,
      search: 'Иван',
      status: ['active', 'blocked'],
      registered: { from: '2026-01-01', to: '2026-02-01' },
      ordering: 'balance',
      kind: 'b',
      customer: '2b1f0a9e-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
    })
  })

  it('reads a comma-joined array as well as a repeated one', () => {
    expect(read('status=blocked,active').status).toEqual(['active', 'blocked'])
  })

  it.each([
    ['page=0', 'page', 1],
    ['page=-2', 'page', 1],
    ['page=2.5', 'page', 1],
    ['page=abc', 'page', 1],
    ['page_size=30', 'pageSize', 25],
    ['page_size=1e2', 'pageSize', 25],
    ['ordering=password', 'ordering', '-registered_at'],
    ['ordering=--balance', 'ordering', '-registered_at'],
    ['kind=c', 'kind', ''],
    ['customer=not-a-uuid', 'customer', ''],
  ] as const)('turns the invalid %s into the default', (query, name, expected) => {
    expect(read(query)[name]).toEqual(expected)
  })

  it('reads a page size not offered as the nearest one offered, the smaller on a tie', () => {
    expect(read('page_size=60').pageSize).toBe(50)
    expect(read('page_size=75').pageSize).toBe(50)
    expect(read('page_size=1000').pageSize).toBe(100)
    expect(read('page_size=7').pageSize).toBe(25)
  })

  it('drops unknown array values and duplicates', () => {
    expect(read('status=deleted&status=active&status=active').status).toEqual(['active'])
    expect(read('status=deleted').status).toEqual([])
  })

  it('ignores invalid days and swaps a reversed period', () => {
    expect(read('registered_from=2026-02-30&registered_to=2026-13-01').registered).toEqual({ from: '', to: '' })
    expect(read('registered_from=2026-03-10&registered_to=2026-03-01').registered).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    })
    expect(read('registered_to=2026-03-01').registered).toEqual({ from: '', to: '2026-03-01' })
  })
})

describe('writeListQuery', () => {
  it('writes nothing for defaults, so a default view has a bare URL', () => {
    expect(write('page=1&page_size=25&ordering=-registered_at', {})).toBe('')
  })

  it('keeps parameters the schema does not own, such as an open drawer', () => {
    expect(write('drawer=top-up&customer2=x', { search: 'Пётр' })).toBe('drawer=top-up&customer2=x&search=%D0%9F%D1%91%D1%82%D1%80')
  })

  it('writes arrays repeated, in a stable order', () => {
    expect(write('', { status: ['blocked', 'active'] })).toBe('status=active&status=blocked')
  })

  it('returns to the first page when a filter, the sorting or the page size changes', () => {
    expect(write('page=4', { status: ['active'] })).toBe('status=active')
    expect(write('page=4', { ordering: 'email' })).toBe('ordering=email')
    expect(write('page=4', { pageSize: 100 })).toBe('page_size=100')
  })

  it('keeps the page when nothing but the page changes, or when the new value equals the old', () => {
    expect(write('page=4&search=a', { page: 5 })).toBe('page=5&search=a')
    expect(write('page=4&search=a', { search: 'a' })).toBe('page=4&search=a')
  })

  it('writes a period and an ordering that read back the same', () => {
    const query = write('', { registered: { from: '2026-01-01', to: '' }, ordering: '-balance', page: 2 })
    expect(query).toBe('page=2&registered_from=2026-01-01&ordering=-balance')
    expect(read(query)).toMatchObject({ registered: { from: '2026-01-01', to: '' }, ordering: '-balance', page: 2 })
  })
})

describe('correctListQuery', () => {
  const correct = (query: string) => correctListQuery(new URLSearchParams(query), schema)?.toString() ?? null

  it('leaves an address alone that already says what it shows', () => {
    expect(correct('')).toBeNull()
    expect(correct('page=3&status=active&status=blocked&registered_from=2026-01-01&ordering=email&drawer=x')).toBeNull()
  })

  it.each([
    ['kind=maybe', ''],
    ['status=nonsense&status=blocked', 'status=blocked'],
    ['ordering=bogus', ''],
    ['page_size=60', 'page_size=50'],
    ['page_size=abc', ''],
    ['page=0', ''],
    ['page=-3', ''],
    ['page=abc', ''],
    ['page=2&page=5', 'page=2'],
    ['registered_from=2026-13-45', ''],
    ['registered_from=abc&registered_to=2026-03-01', 'registered_to=2026-03-01'],
    ['registered_from=2026-03-10&registered_to=2026-03-01', 'registered_from=2026-03-01&registered_to=2026-03-10'],
    ['customer=not-a-uuid', ''],
    ['search=%20%20', ''],
    ['page=1&page_size=25&ordering=-registered_at', ''],
    ['status=blocked,active', 'status=active&status=blocked'],
  ])('corrects %s to «%s»', (query, expected) => {
    expect(correct(query)).toBe(expected)
  })

  it('keeps what the schema does not own, and what it reads as valid', () => {
    expect(correct('drawer=top-up&kind=c&page=4&search=Ann')).toBe('drawer=top-up&page=4&search=Ann')
  })

  it('gives an address that needs no further correction', () => {
    const once = correct('page=0&page_size=1000&status=x,blocked&registered_from=2026-05-01&registered_to=2026-04-01&ordering=--email')
    expect(once).not.toBeNull()
    expect(correct(once ?? '')).toBeNull()
  })
})

describe('lastPage', () => {
  it('counts whole pages, one at least', () => {
    expect(lastPage(0, 25)).toBe(1)
    expect(lastPage(25, 25)).toBe(1)
    expect(lastPage(26, 25)).toBe(2)
    expect(lastPage(120, 50)).toBe(3)
  })
})

describe('hasActiveFilters', () => {
  it('is false for the defaults and for paging alone', () => {
    expect(hasActiveFilters(read('page=3&page_size=50'), schema, ['pageSize'])).toBe(false)
  })

  it('is true when a filter differs from its default', () => {
    expect(hasActiveFilters(read('status=active'), schema)).toBe(true)
    expect(hasActiveFilters(read('registered_to=2026-01-01'), schema)).toBe(true)
  })
})

describe('ordering', () => {
  it('parses a field and its direction', () => {
    expect(parseOrdering('-balance', orderingFields)).toEqual({ field: 'balance', direction: 'desc' })
    expect(parseOrdering('email', orderingFields)).toEqual({ field: 'email', direction: 'asc' })
    expect(parseOrdering('name', orderingFields)).toBeUndefined()
  })

  it('flips the direction of the same field and starts another field with the given direction', () => {
    expect(toggleOrdering('email', 'email', orderingFields)).toBe('-email')
    expect(toggleOrdering('-email', 'email', orderingFields)).toBe('email')
    expect(toggleOrdering('-registered_at', 'balance', orderingFields, 'desc')).toBe('-balance')
    expect(toggleOrdering('-registered_at', 'email', orderingFields)).toBe('email')
  })
})

describe('isIsoDay', () => {
  it.each([
    ['2026-10-03', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-1-03', false],
    ['03.10.2026', false],
  ])('%s → %s', (value, expected) => {
    expect(isIsoDay(value)).toBe(expected)
  })
})

describe('withoutPaging', () => {
  it('keeps the filters and the sort and drops the page and its size', () => {
    const params = { page: ['3'], page_size: ['50'], ordering: ['-balance'], status: ['active', 'blocked'], search: ['иван'] }
    expect(withoutPaging(params)).toEqual({ ordering: ['-balance'], status: ['active', 'blocked'], search: ['иван'] })
  })
})
