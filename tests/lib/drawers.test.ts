import { describe, expect, it } from 'vitest'
import { drawerHref, drawerLinks, drawerTarget, shownDrawerId, withDrawer, withoutDrawer } from '../../src/lib/drawers'

/** A record type's drawer, as its declaration names it (src/records). */
const benchmarkDrawer = { id: 'benchmark', param: 'benchmark' }

describe('drawer targets', () => {
  it('opens a record drawer over the screen, keeping its parameters', () => {
    const search = withDrawer(new URLSearchParams('page=2'), drawerTarget(drawerLinks.topUp, 'c-1'))
    expect(search.toString()).toBe('page=2&drawer=top-up&customer=c-1')
    expect(shownDrawerId(search)).toBe('top-up')
  })

  it('creates when no record is named: the record of a drawer open before is dropped', () => {
    const editing = new URLSearchParams('drawer=benchmark&benchmark=b-1')
    expect(withDrawer(editing, drawerTarget(benchmarkDrawer)).toString()).toBe('drawer=benchmark')
  })

  it('carries a drawer’s further parameters, and drops one given as undefined', () => {
    const editingNote = new URLSearchParams('drawer=note&customer=c-1&note=n-1')
    expect(withDrawer(editingNote, drawerTarget(drawerLinks.note, 'c-1', { note: undefined })).toString()).toBe('drawer=note&customer=c-1')
    expect(withDrawer(new URLSearchParams(), drawerTarget(drawerLinks.note, 'c-1', { note: 'n-2' })).toString()).toBe(
      'drawer=note&customer=c-1&note=n-2',
    )
  })

  it('gives the address of a drawer on another screen, and one without a record', () => {
    expect(drawerHref('/benchmarks', drawerTarget(benchmarkDrawer, 'b-1'))).toBe('/benchmarks?drawer=benchmark&benchmark=b-1')
    expect(drawerHref('/dashboard', drawerTarget(drawerLinks.heatmapModel))).toBe('/dashboard?drawer=heatmap-model')
  })

  it('closes a drawer with its own parameters, keeping the screen’s', () => {
    const open = new URLSearchParams('search=ab&drawer=report&month=2026-03')
    expect(withoutDrawer(open, { params: [drawerLinks.report.param] }).toString()).toBe('search=ab')
  })
})
