import { describe, expect, it } from 'vitest'
import { emptySelection, isRowSelected, pageState, selectAllMatching, selectedCount, togglePage, toggleRow } from '../../src/lib/selection'

const page = ['a', 'b', 'c', 'd', 'e']
const ids = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort()

describe('selection', () => {
  it('toggles a row, and Shift extends from the last row clicked to this one', () => {
    let selection = toggleRow(emptySelection, page, 'b', false)
    expect(ids(selection)).toEqual(['b'])
    selection = toggleRow(selection, page, 'e', true)
    expect(ids(selection)).toEqual(['b', 'c', 'd', 'e'])
    // A Shift+click on a selected row clears the range up to it.
    selection = toggleRow(selection, page, 'c', true)
    expect(ids(selection)).toEqual(['b'])
    selection = toggleRow(selection, page, 'b', false)
    expect(ids(selection)).toEqual([])
  })

  it('selects and clears the page, keeping rows of other pages', () => {
    let selection = toggleRow(emptySelection, ['x', 'y'], 'x', false)
    selection = togglePage(selection, page, true)
    expect(ids(selection)).toEqual(['a', 'b', 'c', 'd', 'e', 'x'])
    expect(pageState(selection, page)).toBe(true)
    selection = toggleRow(selection, page, 'c', false)
    expect(pageState(selection, page)).toBe('indeterminate')
    selection = togglePage(selection, page, false)
    expect(ids(selection)).toEqual(['x'])
    expect(pageState(selection, page)).toBe(false)
  })

  it('selects every matching row, counted by the filters, until a row is unticked', () => {
    let selection = selectAllMatching(page)
    expect(selectedCount(selection, 1234)).toBe(1234)
    expect(isRowSelected(selection, 'row-of-another-page')).toBe(true)
    selection = toggleRow(selection, page, 'a', false)
    expect(selection.allMatching).toBe(false)
    expect(ids(selection)).toEqual(['b', 'c', 'd', 'e'])
    expect(selectedCount(selection, 1234)).toBe(4)
    expect(selectedCount(selection, 1234, new Set(['b']))).toBe(3)
  })
})
