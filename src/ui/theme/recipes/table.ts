import { defineSlotRecipe } from '@pandacss/dev'

/**
 * A dense data table, on the page's scroll (`data-scroll=page`) or in its own box. `table-layout:
 * fixed` keeps the columns from shifting while rows come and go. Narrower than its columns' minimums
 * (the table's min-width), it scrolls sideways with its first column (`data-sticky`) kept in view.
 * On the page's scroll the box scrolls only sideways, so the header follows the window by a
 * scroll-driven animation while the box crosses the window's top (ui/sticky-head.ts) rather than by
 * `sticky`; past the body's end the box clips it.
 */
export const tableRecipe = defineSlotRecipe({
  className: 'table',
  jsx: ['Table'],
  slots: ['root', 'table', 'head', 'headerCell', 'sortButton', 'sortIcon', 'body', 'row', 'cell', 'spacer', 'empty', 'group'],
  base: {
    root: {
      position: 'relative',
      overflow: 'auto',
      borderWidth: '1px',
      borderColor: 'border.default',
      rounded: 'md',
      bg: 'bg.canvas',
      overscrollBehavior: 'contain',
      '&[data-scroll=page]': {
        overflowX: 'auto',
        overflowY: 'hidden',
        overscrollBehavior: 'auto',
        viewTimelineName: '--table-box',
        viewTimelineAxis: 'block',
        // From when the header (below the box's 1px border) reaches the window's top.
        viewTimelineInset: '-1px 0px',
      },
    },
    table: {
      w: 'full',
      tableLayout: 'fixed',
      borderCollapse: 'separate',
      borderSpacing: '0',
      fontSize: 'md',
    },
    head: {
      position: 'sticky',
      top: '0',
      zIndex: '2',
      bg: 'bg.surface',
      '[data-scroll=page] > table > &': {
        animationName: 'follow-window',
        animationTimingFunction: 'linear',
        animationFillMode: 'both',
        animationTimeline: '--table-box',
        animationRange: 'exit-crossing 0% exit-crossing 100%',
      },
    },
    headerCell: {
      h: '8',
      px: '3',
      textAlign: 'start',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      bg: 'bg.surface',
      '&[data-align=end]': { textAlign: 'end' },
      '&[data-sticky]': { position: 'sticky', zIndex: '1' },
    },
    sortButton: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      mx: '-1',
      px: '1',
      h: '6',
      rounded: 'sm',
      font: 'inherit',
      color: 'inherit',
      cursor: 'pointer',
      _hover: { color: 'fg.default', bg: 'bg.muted' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '0' },
      '[data-align=end] &': { flexDirection: 'row-reverse' },
      whiteSpace: 'nowrap',
    },
    sortIcon: { display: 'inline-flex', color: 'fg.subtle', '& svg': { w: '3', h: '3' }, '[aria-sort] &': { color: 'fg.default' } },
    body: {},
    row: {
      cursor: 'default',
      outline: 'none',
      _hover: { bg: 'bg.surface' },
      '&[data-active]': { bg: 'accent.subtle' },
      _focusVisible: { boxShadow: 'inset 2px 0 0 token(colors.accent.default), inset 0 0 0 1px token(colors.focusRing)' },
      '&[data-activatable]': { cursor: 'pointer' },
      // Keyboard moves bring a row into view below the sticky header.
      scrollMarginTop: '9',
    },
    cell: {
      h: '9',
      px: '3',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
      '&[data-align=end]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
      'tr:last-of-type > &': { borderBottomWidth: '0' },
      // Dates, times and money are never cut: their column is sized to them.
      // Its content at its own width, whatever the content's own styles say (a copyable phone keeps to its cell elsewhere).
      '&[data-fit]': { overflow: 'visible', textOverflow: 'clip', '& > *': { maxW: 'none !important', w: 'max-content !important' } },
      // Kept in view while the table scrolls sideways: opaque, in the row's colour.
      '&[data-sticky]': {
        position: 'sticky',
        zIndex: '1',
        bg: 'bg.canvas',
        'tr:hover > &': { bg: 'bg.surface' },
        'tr[data-active] > &': { bg: 'accent.subtle' },
        'tr:focus-visible > &:first-child': { boxShadow: 'inset 2px 0 0 token(colors.accent.default)' },
      },
      // The row in keyboard focus shows its cut cells whole; a click (a copy button's) moves nothing
      // under the pointer between its press and its release, or the release would land on the row.
      'tr:is(:focus-visible, :has(:focus-visible)) > &': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
    },
    spacer: { p: '0', border: 'none' },
    empty: { p: '0', borderBottomWidth: '0' },
    // A group's heading row (a feed's day): a caption-like band over its rows.
    group: {
      px: '3',
      py: '1.5',
      textAlign: 'start',
      fontSize: 'sm',
      fontWeight: 'semibold',
      color: 'fg.muted',
      bg: 'bg.surface',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
  },
  staticCss: ['*'],
})
