import type { Browser } from '@playwright/test'
import type { GroupResult } from './figures'

/** What every measurement group gets, in a process of its own: the running console and a launched Chromium. */
export interface BenchContext {
  /** Origin of the reference server serving the built console and the API, seeded large. */
  baseUrl: string
  /** The built console that server serves (this worktree's dist, or BENCH_AGAINST's). */
  distDir: string
  browser: Browser
  /** How many times a timed measurement repeats (its figure is the median). */
  runs: number
  customers: number
  /** Progress for the person watching; stderr, so stdout stays the JSON. */
  log(message: string): void
}

/** One file per group of figures; groups.ts holds the registry. */
export interface MeasurementGroup {
  name: string
  /** Seconds it may take when BENCH_GROUP_TIMEOUT_S is not set, if more than run.ts's default. */
  timeLimitSeconds?: number
  /**
   * Timed in the browser: measured once per CPU slowdown of BENCH_THROTTLE (throttle.ts), each
   * figure named with its rate. Sizes, the server's figures and Lighthouse (which throttles on its own) are not.
   */
  timedInBrowser?: boolean
  measure(context: BenchContext): Promise<GroupResult>
}
