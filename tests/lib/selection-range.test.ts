import { describe, expect, it } from 'vitest'
import { emptySelection, toggleRow, type Selection } from '../../src/lib/selection'
import { extendRange, shiftToggle } from '../../src/lib/selection-range'

const page = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10']
const ids = (selection: Selection) => [...selection.ids].sort((a, b) => page.indexOf(a) - page.indexOf(b))

describe('ranges from the keyboard', () => {
  it('Shift+↓ six times from row 3 selects rows 3 to 9; moving back over the range clears it', () => {
    let selection = emptySelection
    for (let at = 2; at < 8; at += 1) selection = extendRange(selection, page, page[at]!, page[at + 1]!)
    expect(ids(selection)).toEqual(['r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9'])
    selection = extendRange(selection, page, 'r9', 'r8')
    selection = extendRange(selection, page, 'r8', 'r7')
    expect(ids(selection)).toEqual(['r3', 'r4', 'r5', 'r6', 'r7'])
  })

  it('extends from the anchor, the row last toggled, to the row moved to (Shift+End), keeping other rows', () => {
    let selection = toggleRow(emptySelection, page, 'r1', false)
    selection = toggleRow(selection, page, 'r6', false)
    selection = extendRange(selection, page, 'r6', 'r10')
    expect(ids(selection)).toEqual(['r1', 'r6', 'r7', 'r8', 'r9', 'r10'])
    expect(selection.anchor).toBe('r6')
  })

  it('Shift+click on a row of a selected range clears that range', () => {
    let selection = emptySelection
    for (let at = 2; at < 5; at += 1) selection = extendRange(selection, page, page[at]!, page[at + 1]!)
    expect(ids(selection)).toEqual(['r3', 'r4', 'r5', 'r6'])
    expect(ids(shiftToggle(selection, page, 'r6'))).toEqual([])
    // With no anchor on the page (the page selected whole), the selected run around the row goes.
    const run: Selection = { ids: new Set(['r1', 'r2', 'r5', 'r6', 'r7']), allMatching: false, anchor: null }
    expect(ids(shiftToggle(run, page, 'r6'))).toEqual(['r1', 'r2'])
  })
})
