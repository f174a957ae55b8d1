import { describe, expect, it } from 'vitest'
import { RowStore } from '../../../src/lib/csv/row-store'

describe('RowStore', () => {
  const store = new RowStore()
  store.add([['1', 'Ёлкин', ''], [''], ['2', 'a;b', 'c\nd']], true)
  store.add([], true)
  store.add([['3', 'x\u0000y']], false)
  store.add(
    [
      ['4', ''],
      ['5', 'z', ''],
    ],
    true,
  )

  it('gives back every row as it was added, across packed and unpacked chunks', () => {
    expect(store.length).toBe(6)
    expect(store.slice(0, 6)).toEqual([['1', 'Ёлкин', ''], [''], ['2', 'a;b', 'c\nd'], ['3', 'x\u0000y'], ['4', ''], ['5', 'z', '']])
    expect(store.slice(2, 5)).toEqual([
      ['2', 'a;b', 'c\nd'],
      ['3', 'x\u0000y'],
      ['4', ''],
    ])
    expect(store.slice(5, 100)).toEqual([['5', 'z', '']])
    expect(store.row(1)).toEqual([''])
  })

  it('gives each row as one text with its cells joined by U+0000, for the search', () => {
    expect([0, 1, 3, 5].map((index) => store.searchText(index))).toEqual(['1\u0000Ёлкин\u0000', '', '3\u0000x\u0000y', '5\u0000z\u0000'])
  })

  it('has no row past its end', () => {
    expect(() => store.row(6)).toThrow(RangeError)
    expect(() => new RowStore().row(0)).toThrow(RangeError)
  })
})
