import { auditLogReads } from './audit-log-reads'
import type { MeasurementGroup } from './bench-context'
import { bundleSize } from './bundle-size'
import { exportGroup } from './export'
import { lighthouseScores } from './lighthouse'
import { longList } from './long-list'
import { pageTiming } from './page-timing'
import { paletteTiming } from './palette-timing'
import { reportPreview } from './report'
import { scale } from './scale'
import { serverThroughput } from './server-throughput'
import { statsCharts } from './stats-charts'
import { timelineReads } from './timeline-reads'

/** The registry, in the order they run: a new group of figures is one file and one line here. */
export const groups: readonly MeasurementGroup[] = [
  bundleSize,
  pageTiming,
  paletteTiming,
  longList,
  lighthouseScores,
  serverThroughput,
  statsCharts,
  reportPreview,
  auditLogReads,
  exportGroup,
  timelineReads,
  scale,
]
