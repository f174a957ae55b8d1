/**
 * The test files that replace a module with `vi.mock`. They run isolated (vite.config.ts): in a
 * worker's shared module cache, a module an earlier file imported stays the real one, mock or not.
 * tests/tooling/module-mocking-files.test.ts keeps this list whole.
 */
export const moduleMockingFiles = [
  'tests/features/report/report-drawer.test.tsx',
  'tests/features/stats/stats-screen.test.tsx',
  'tests/ui/chart.test.tsx',
]
