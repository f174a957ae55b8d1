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
