import type { Budget } from './figures'

/** The budgets table of docs/testing.md, one constant per row, for the groups to attach to their figures. */
export const budgets = {
  /** Issue 46: the signed-out first load stays within 100 KiB (issue 35 had allowed 120). */
  signInRouteJsGzipKiB: { max: 100 },
  routeChunkGzipKiB: { max: 50 },
  /** Issue 35: within one frame. */
  paletteOpenMs: { max: 16.7 },
  paletteKeystrokeP95Ms: { max: 16.7 },
  /** Issue 46: Ctrl+K to the palette at most twice a bare page's Ctrl+K to its input (the floor), in the same run. */
  paletteOpenToFloorRatio: { max: 2 },
  /**
   * Issue 46: an open or a close restyles the palette, not the page behind it (793 elements on
   * Пользователи before): at most the element the focus leaves or comes back to, and its ancestors.
   */
  paletteRestyledBeyondItself: { max: 16 },
  /** Issue 46: a customer's e-mail typed, from its last key to the customer's row painted (the debounce included). */
  paletteTypedSearchRowMs: { max: 150 },
  /** Our chart's first draw divided by bare uPlot's in the same run. */
  chartFirstDrawRatio: { max: 1.15 },
  reportPreviewFirstRowsMs: { max: 20 },
  /** Issue 46: on the measuring machine (the worker is not throttled). */
  reportParseMiBPerSecond: { min: 100 },
  /** Issue 46: against papaparse's stock worker parse of the same file in the same run. */
  reportParseToPapaparseRatio: { min: 2.5 },
  reportParseLongestTaskMs: { max: 50 },
  listMountMs: { max: 50 },
  /** Issue 35: a top-to-bottom drag in 120 steps drops at most one frame. */
  listScrollLongestFrameMs: { max: 33.4 },
  /** Issue 46: wheel scrolling for 3 s drops at most 2% of frames (intervals over 20 ms). */
  listWheelDroppedFramesPercent: { max: 2 },
  lighthousePerformance: { min: 95 },
  lighthouseAccessibility: { min: 100 },
  lighthouseBestPractices: { min: 100 },
  /** Issue 18: a page of the journal at 1,000,000 entries, with or without a filter. */
  auditLogPageP95Ms: { max: 20 },
  /** Issue 20: «Экспорт» of 100,000 operations, first request to finished file. */
  exportHundredThousandOperationsSeconds: { max: 10 },
  /** Issue 20: memory the export holds at its peak, per byte of its file (about twice the file at most). */
  exportMemoryPerFileByte: { max: 2 },
  /** Issue 27: a page of a customer's timeline at 100,000 operations, every kind or a filter. */
  timelinePageP95Ms: { max: 20 },
  /** Issue 35: seeding a million customers with their history takes minutes, not hours. */
  scaleSeedSeconds: { max: 600 },
  /** Issues 35 and 46: at a million customers, the list, each kind of search and the palette's customer search. */
  scaleReadP95Ms: { max: 10 },
} as const satisfies Record<string, Budget>
