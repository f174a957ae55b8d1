import { describe, expect, it } from 'vitest'
import { RowStore } from '../../../src/lib/csv/row-store'

describe('RowStore', () => {
  // A quoted row is read again by the parser it was given: here, cells between brackets.
  const store = new RowStore(';', (record) => [...record.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? ''))
  const first = '1;Ёлкин;\r\n[2][a;b][c\nd]\r\n3;x\u0000y\r\n'
  const quoted = first.indexOf('[')
  const third = first.indexOf('3;')
  store.startChunk(first)
  store.push(0, quoted - 2, false)
  store.push(quoted, third, true)
  store.push(third, first.length - 2, false)
  store.startChunk('')
  store.startChunk('4;\n5;z;\n')
  store.push(0, 2, false)
  store.push(3, 7, false)
  store.endChunk()

  it('gives back every row from where it lies in its chunk, split by the separator or read again when quoted', () => {
    expect(store.length).toBe(5)
    expect(store.slice(0, 5)).toEqual([
      ['1', 'Ёлкин', ''],
      ['2', 'a;b', 'c\nd'],
      ['3', 'x\u0000y'],
      ['4', ''],
      ['5', 'z', ''],
    ])
    expect(store.slice(1, 3)).toEqual([
      ['2', 'a;b', 'c\nd'],
      ['3', 'x\u0000y'],
    ])
    expect(store.slice(4, 100)).toEqual([['5', 'z', '']])
  })

  it('gives each row as one text with its cells joined by U+0000, for the search', () => {
    expect([0, 1, 2, 4].map((index) => store.searchText(index))).toEqual([
      '1\u0000Ёлкин\u0000',
      '2\u0000a;b\u0000c\nd',
      '3\u0000x\u0000y',
      '5\u0000z\u0000',
    ])
  })

  it('has no row past its end, nor of a chunk not ended yet', () => {
    expect(() => store.row(5)).toThrow(RangeError)
    const open = new RowStore(',', () => [])
    open.startChunk('a,b\n')
    open.push(0, 3, false)
    expect(() => open.row(0)).toThrow(RangeError)
    open.endChunk()
    expect(open.row(0)).toEqual(['a', 'b'])
  })
})
