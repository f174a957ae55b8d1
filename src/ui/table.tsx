import { useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { isUncut, stickyColumnOffsets, tableWidths } from './column-widths'
import { useFitColumnWidths } from './fit-columns'
import { focusSearchBefore } from './list-keys'
import { Skeleton } from './skeleton'
import { EmptyState } from './states'
import { useStickyHeadLength } from './sticky-head'
import { TableHead } from './table-head'
import { groupStarts, nextIndex, type TableProps } from './table-model'
import { Body, Cell, EmptyCell, GroupCell, Root, SpacerCell, TableElement } from './table-parts'
import { TableRow, useCellRenderer, type CellSpec } from './table-row'
import { useVirtualRows } from './table-virtual-rows'
import { titleTruncatedCellsAt } from './truncated-cell'

export type { SortDirection, TableColumn, TableProps, TableSort } from './table-model'

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="switch"]'

/**
 * A dense data table: sticky header, sortable columns (aria-sort), keyboard row navigation
 * (↑/↓, j/k, Home/End, PageUp/PageDown, Enter), and a virtualized body for long lists. It stays
 * one native table (role="grid") so the header and body columns always line up; a virtualized
 * body fills the rows it skips with spacer rows and numbers the rest with aria-rowindex.
 * It scrolls with the page (the header sticks to the window's top) unless given a `maxHeight`.
 * Every column keeps its minimum (column-widths.ts): when they need more room than there is, the
 * table scrolls sideways with its first column kept in view.
 * A cut cell shows its full text as its tooltip, and in full while its row has keyboard focus.
 */
export function Table<RowData>({
  label,
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  onRowActivate,
  rowHref,
  groupOf,
  loading = false,
  skeletonRows = 8,
  empty,
  maxHeight,
  virtualizeAfter = 100,
  estimatedRowHeight,
  className,
}: TableProps<RowData>) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const tableRef = useRef<HTMLTableElement>(null)
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const headRef = useRef<HTMLTableSectionElement>(null)
  const inBox = maxHeight !== undefined
  const [activeId, setActiveId] = useState<string | null>(null)
  const [focusRequest, setFocusRequest] = useState(0)

  const showRows = !loading && rows.length > 0
  const virtualize = showRows && groupOf === undefined && rows.length > virtualizeAfter
  // Where each group starts (row index → its heading) and how many headings come before each row.
  const groups = useMemo(() => groupStarts(rows, groupOf), [rows, groupOf])
  const activeIndex = useMemo(
    () => (activeId === null ? -1 : rows.findIndex((row) => getRowId(row) === activeId)),
    [rows, activeId, getRowId],
  )
  // The row that Tab lands on: the active one, else the first.
  const tabbableIndex = activeIndex >= 0 ? activeIndex : 0

  const { virtualizer, scrollMargin } = useVirtualRows({
    count: rows.length,
    virtualize,
    inBox,
    tabbableIndex,
    estimatedRowHeight,
    scrollRef,
    bodyRef,
    rows,
  })

  const fitIndexes = useMemo(() => columns.flatMap((column, index) => (isUncut(column.kind ?? 'text') ? [index] : [])), [columns])
  const virtualItems = virtualizer.getVirtualItems()
  const fitWidths = useFitColumnWidths(tableRef, fitIndexes, columns.map((column) => column.id).join(' '), rows, virtualItems)
  const widths = useMemo(() => {
    const specs = columns.map((column) => ({ kind: column.kind ?? 'text', width: column.width }))
    const layout = tableWidths(specs, fitWidths)
    return { ...layout, sticky: stickyColumnOffsets(specs, layout.columns) }
  }, [columns, fitWidths])
  // A new array only when a cell's attributes change (the rows are memoised on it): the widths change
  // as cells are measured, the sticky offsets seldom.
  const stickyKey = JSON.stringify(widths.sticky)
  const cellSpecs = useMemo<CellSpec[]>(() => {
    const sticky = JSON.parse(stickyKey) as string[]
    return columns.map((column, index) => ({
      align: column.align ?? 'start',
      fit: isUncut(column.kind ?? 'text'),
      stickyLeft: sticky[index],
    }))
  }, [columns, stickyKey])
  useStickyHeadLength(scrollRef, headRef, !inBox)

  // After a keyboard move, focus the new active row (now rendered) and bring it into view.
  useLayoutEffect(() => {
    if (focusRequest === 0 || activeIndex < 0) return
    const row = bodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${activeIndex}"]`)
    if (!row) return
    row.focus({ preventScroll: true })
    // `nearest` with the container's scroll-padding keeps the row clear of the sticky header; the
    // table stays where it was scrolled sideways.
    const left = scrollRef.current?.scrollLeft ?? 0
    row.scrollIntoView({ block: 'nearest' })
    if (scrollRef.current) scrollRef.current.scrollLeft = left
  }, [focusRequest, activeIndex])

  function moveTo(index: number) {
    const row = rows[index]
    if (row === undefined) return
    setActiveId(getRowId(row))
    setFocusRequest((count) => count + 1)
  }

  function onBodyKeyDown(event: KeyboardEvent<HTMLTableSectionElement>) {
    const target = event.target as HTMLElement
    // Only keys pressed on a row itself: inputs and links inside cells keep their own keys.
    if (target.tagName !== 'TR' || event.altKey || event.ctrlKey || event.metaKey) return
    const index = Number(target.dataset.index)
    const row = rows[index]
    if (row === undefined) return
    if (event.key === 'Enter') {
      event.preventDefault()
      onRowActivate?.(row)
      return
    }
    // Back to the list's search, when it has one; else Escape is the page's (a drawer closes).
    if (event.key === 'Escape' && focusSearchBefore(target)) {
      event.preventDefault()
      event.stopPropagation()
      return
    }
    if (event.shiftKey) return
    const next = nextIndex(event.key, index, rows.length)
    if (next === null) return
    event.preventDefault()
    moveTo(next)
  }

  // The row an event in the body happened in (clicks and focus are delegated to the body).
  function rowOf(target: EventTarget): RowData | undefined {
    const element = target instanceof Element ? target.closest<HTMLElement>('tr[data-index]') : null
    if (!element || !bodyRef.current?.contains(element)) return undefined
    return rows[Number(element.dataset.index)]
  }

  function onBodyClick(event: MouseEvent<HTMLTableSectionElement>) {
    const row = rowOf(event.target)
    if (row === undefined) return
    setActiveId(getRowId(row))
    const target = event.target as Element
    const insideControl = target.closest(INTERACTIVE)
    const selectingText = (window.getSelection()?.toString() ?? '') !== ''
    if (insideControl === null && !selectingText) onRowActivate?.(row)
  }

  const renderCell = useCellRenderer({ columns, rowHref, onRowActivate, getRowId, setActiveId })

  function renderRow(row: RowData, index: number) {
    return (
      <TableRow
        key={getRowId(row)}
        row={row}
        index={index}
        ariaRowIndex={index + 2 + (groups?.headingsUpTo[index] ?? 0)}
        tabbable={index === tabbableIndex}
        active={index === activeIndex}
        activatable={onRowActivate !== undefined}
        measureRef={virtualize ? virtualizer.measureElement : undefined}
        columns={columns}
        cellSpecs={cellSpecs}
        renderCell={renderCell}
      />
    )
  }

  function spacer(key: string, height: number) {
    return (
      <tr key={key} aria-hidden="true">
        <SpacerCell colSpan={columns.length} style={{ height }} />
      </tr>
    )
  }

  function renderVirtualRows() {
    const rendered: ReactNode[] = []
    let offset = scrollMargin
    for (const item of virtualItems) {
      const row = rows[item.index]
      if (row === undefined) continue
      if (item.start > offset) rendered.push(spacer(`gap-${item.index}`, item.start - offset))
      rendered.push(renderRow(row, item.index))
      offset = item.end
    }
    const rest = virtualizer.getTotalSize() + scrollMargin - offset
    if (rest > 0) rendered.push(spacer('gap-end', rest))
    return rendered
  }

  function renderBody() {
    if (loading) {
      return Array.from({ length: skeletonRows }, (_, index) => (
        <tr key={`skeleton-${index}`} aria-hidden="true">
          {columns.map((column) => (
            <Cell key={column.id} data-align={column.align ?? 'start'}>
              <Skeleton width={column.align === 'end' ? '50%' : '70%'} style={{ display: 'inline-block' }} />
            </Cell>
          ))}
        </tr>
      ))
    }
    if (rows.length === 0) {
      return (
        <tr>
          <EmptyCell colSpan={columns.length}>{empty ?? <EmptyState />}</EmptyCell>
        </tr>
      )
    }
    if (virtualize) return renderVirtualRows()
    return rows.flatMap((row, index) => {
      const heading = groups?.headings.get(index)
      const rendered = renderRow(row, index)
      if (heading === undefined) return [rendered]
      return [
        <tr key={`group-${index}`} aria-rowindex={index + 1 + (groups?.headingsUpTo[index] ?? 0)}>
          <GroupCell colSpan={columns.length} scope="colgroup">
            {heading}
          </GroupCell>
        </tr>,
        rendered,
      ]
    })
  }

  return (
    <Root
      ref={scrollRef}
      aria-busy={loading || undefined}
      className={className}
      data-scroll={inBox ? 'box' : 'page'}
      style={{ maxHeight, scrollPaddingTop: '2.25rem' }}
    >
      <TableElement
        ref={tableRef}
        role="grid"
        aria-label={label}
        aria-rowcount={showRows ? rows.length + 1 + (groups?.headings.size ?? 0) : undefined}
        style={{ minWidth: widths.minWidth }}
      >
        <colgroup>
          {columns.map((column, index) => (
            <col key={column.id} style={{ width: widths.columns[index] }} />
          ))}
        </colgroup>
        <TableHead ref={headRef} columns={columns} sort={sort} onSortChange={onSortChange} stickyOffsets={widths.sticky} />
        <Body
          ref={bodyRef}
          onKeyDown={onBodyKeyDown}
          onClick={onBodyClick}
          onPointerOver={(event: MouseEvent) => titleTruncatedCellsAt(event.target)}
          onFocus={(event: FocusEvent) => {
            titleTruncatedCellsAt(event.target)
            const row = rowOf(event.target)
            if (row !== undefined) setActiveId(getRowId(row))
          }}
        >
          {renderBody()}
        </Body>
      </TableElement>
    </Root>
  )
}
