import { describe, expect, test } from 'vitest'
import { buildQueryString } from '../../src/api/query-string'

describe('buildQueryString', () => {
  test('repeats array parameters without indexes by default', () => {
    expect(buildQueryString({ type: ['top_up', 'charge'], page: 2 })).toBe('?type=top_up&type=charge&page=2')
  })

  test('joins array parameters with commas in the comma format', () => {
    expect(buildQueryString({ status: ['active', 'blocked'], page: 1 }, 'comma')).toBe('?status=active,blocked&page=1')
  })

  test('drops null, undefined and empty values, also inside arrays', () => {
    expect(buildQueryString({ search: '', ordering: undefined, company: null, status: ['active', '', null], empty: [] }, 'comma')).toBe(
      '?status=active',
    )
    expect(buildQueryString({ search: '' })).toBe('')
    expect(buildQueryString(undefined)).toBe('')
  })

  test('keeps zero and false, and encodes reserved characters', () => {
    expect(buildQueryString({ page: 0, archived: false, search: 'a&b=c ё' })).toBe('?page=0&archived=false&search=a%26b%3Dc%20%D1%91')
  })
})

test('a search goes normalized for a backend that matches a substring: a phone as +7…, anything else as typed', () => {
  expect(buildQueryString({ search: '8 (999) 123-45-67', page: 1 })).toBe('?search=%2B79991234567&page=1')
  expect(buildQueryString({ search: ['8 999 123'] }, 'comma')).toBe('?search=%2B7999123')
  expect(buildQueryString({ search: 'Алёна Петрова' })).toBe(`?search=${encodeURIComponent('Алёна Петрова')}`)
  // only the search: the journal's text and other parameters go as they are
  expect(buildQueryString({ q: '8 999 123-45-67', actor_email: '8 999' })).toBe('?q=8%20999%20123-45-67&actor_email=8%20999')
})
