/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { consoleApi } from './server/dev-plugin.ts'
import { fileURLToPath } from 'node:url'

process.env.VITE_PRODUCT_NAME ||= 'Heatmap Admin'

const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))

export default defineConfig(({ command }) => ({
  plugins: [react(), consoleApi()],
  resolve: {
    alias: [
      { find: 'styled-system', replacement: fileURLToPath(new URL('./styled-system', import.meta.url)) },
      // react-router's package exports point at its development build only; ship the production one.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  build: {
    target: 'es2022',
    // Every browser the console supports has <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rollupOptions: {
      // Panda's generated recipes are pure, but their modules look side-effectful: let unused ones go.
      treeshake: { moduleSideEffects: (id) => (id.includes('/styled-system/recipes/') ? false : undefined) },
      // What every page needs (React, the router, the data layer, Ark's core) in one chunk, not a dozen small ones.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|jotai|jotai-tanstack-query|superstruct)[\\/]/,
            },
          ],
        },
      },
    },
    // dist/.vite/manifest.json: `npm run bench` reads each lazy route's chunks from it.
    manifest: true,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          globals: true,
          setupFiles: ['./tests/setup.ts'],
          // Whole-console tests click through lazy screens, drawers and debounced searches: on a
          // shared 2-core machine some take several seconds. A ceiling, not a speed assertion.
          testTimeout: 15_000,
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/server/**', 'tests/e2e/**', 'tests/bench/**', 'tests/tooling/**'],
          css: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          globals: true,
          include: ['tests/server/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}))
