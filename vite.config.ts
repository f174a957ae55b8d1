/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { consoleApi } from './server/dev-plugin.ts'

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
      // What every page needs (React, jotai, superstruct) in one chunk, not a dozen small ones.
      output: {
        codeSplitting: {
          groups: [
            {
              // React Query and the query atoms: every signed-in screen reads through them, the sign-in form
              // does not (it only writes the tokens). The signed-in area's loaders load them with the
              // QueryClient (ConsoleContext.loadQueryClient), so a signed-out visitor downloads none of it.
              // With them the console's QueryClient; not what they import (React, jotai: 'framework').
              name: 'query',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|jotai-tanstack-query)[\\/]|src[\\/]state[\\/]query[\\/](query-client|attach-query-client|cross-tab)\.ts$/,
            },
            {
              // The router comes with the routed console (app/routed-console.tsx), not with the sign-in form.
              name: 'router',
              // Only the router: React, which it imports, stays in 'framework'.
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](react-router|react-router-dom)[\\/]/,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|jotai|superstruct)[\\/]/,
            },
            {
              // The API as both sides declare it (contract/: endpoints, codecs, schemas) in one chunk: split
              // across the screens' chunks, the declarations and the schemas they name formed chunk cycles,
              // and a chunk read a schema before it was made. What signing in needs stays with the sign-in
              // chunk, which this one imports (never the other way).
              name: 'contract',
              includeDependenciesRecursively: false,
              test: /[\\/]contract[\\/](?!(endpoint|answers|query-codec|endpoints[\\/]auth|schemas[\\/](auth|common|primitives|roles))\.ts$)/,
            },
            {
              // What a signed-out visitor needs to sign in (the form, its validation, Ark's field), in
              // one chunk with what the entry shares with it: the first load is four files, not a dozen.
              name: 'sign-in',
              test: /src[\\/]features[\\/]auth[\\/]/,
            },
            // The shared pieces of record screens and drawers, in two chunks that the signed-in shell
            // fetches when idle (prefetchRecordPieces in app/authorized-layout.tsx). Only the
            // modules named here: what they import from the first load or the shell stays there.
            {
              // The dialog and drawer, and the confirmation before a deletion. Not the overlay context:
              // the shell's tooltips read it, and would pull this chunk in.
              name: 'dialogs',
              includeDependenciesRecursively: false,
              test: /src[\\/](ui[\\/](dialog|confirm-dialog|unsaved-changes-dialog)|state[\\/](shell[\\/]use-confirm|lists[\\/]use-resource-deletion|lists[\\/]use-resource-drawer|query[\\/]record-load))\.tsx?$|styled-system[\\/]recipes[\\/](dialog|drawer)\.mjs$|node_modules[\\/](@zag-js[\\/](dialog|focus-trap|aria-hidden|remove-scroll)[\\/]|@zag-js[\\/]dom-query[\\/]dist[\\/]initial-focus\.mjs$|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]dialog[\\/])/,
            },
            {
              // FormDrawer, the described form fields, Select and EntitySelect (Ark's combobox). Not the
              // positioning (zag's popper, Floating UI): the shell's tooltips share it, and would pull this chunk in.
              name: 'record-forms',
              includeDependenciesRecursively: false,
              test: /src[\\/](ui[\\/](form-drawer|form-fields|resource-form-drawer|select|entity-select))\.tsx?$|styled-system[\\/]recipes[\\/](select|combobox)\.mjs$|node_modules[\\/](@zag-js[\\/](select|combobox|collection|live-region)[\\/]|@zag-js[\\/]dom-query[\\/]dist[\\/](typeahead|searchable|caret)\.mjs$|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](select|combobox|collection)[\\/])/,
            },
            {
              // The query bar above a list's filters (its parser, suggestions and cmdk's listbox, which the
              // palette shares): the shell fetches it when idle beside `lists`, which imports it.
              name: 'query-bar',
              includeDependenciesRecursively: false,
              test: /src[\\/](ui[\\/](list-query-bar|query-bar|query-marks|query-grammar)|lib[\\/]query-bar[\\/][^\\/]+)\.tsx?$/,
            },
            {
              // The floor of every list screen (ListPage, the table, paging, filters, saved views, export,
              // bulk actions, selection), which the shell also fetches when idle: a list then costs its own chunk.
              // Nothing the shell imports itself (toast-countdown, day-input, list-query's codecs):
              // it would load the whole chunk with the shell (npm run bench reports that chunk as unmeasured).
              name: 'lists',
              includeDependenciesRecursively: false,
              test: /src[\\/](ui[\\/](list-page|list-toolbar|list-filters|search-field|page-header|pagination|paged-table|selection-column|selection-bar|saved-views-menu|menu|export-button|resource-list-screen|day-range-fields|day-field|table|table-head|table-parts|table-row|table-model|table-virtual-rows|truncated-cell|column-widths|fit-columns|sticky-head)|state[\\/]lists[\\/](use-resource-list|use-list-export|use-bulk-action|use-resource-bulk|use-selection|list-screen|use-owned-task)|lib[\\/](csv-export|paged-export|selection|bulk-run|download|next-task|content-disposition))\.tsx?$|styled-system[\\/]recipes[\\/](menu|table|pagination|page-header)\.mjs$|node_modules[\\/](@zag-js[\\/](menu|pagination|rect-utils)[\\/]|@zag-js[\\/]core[\\/]dist[\\/]memo\.mjs$|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](menu|pagination)[\\/]|@tanstack[\\/](virtual-core|react-virtual)[\\/])/,
            },
            {
              // The contract's structs and fetchers, the customers' atoms, the change journal and ru-RU formatting, which
              // nearly every screen and the palette data share: one request, not a dozen small ones.
              name: 'domain',
              includeDependenciesRecursively: false,
              // The journal's (audit-log) pieces too: the resource and customer mutations journal each change.
              test: /(src[\\/](api[\\/](labels|resource|common|customers|finance|benchmarks|client-accounts|client-requests|heatmap-models|referrals|audit-log|local-audit-log)|state[\\/](domain[\\/](resource|customers|audit-log)|query[\\/]change-journal)|lib[\\/]format|entities[\\/]customer[\\/]customer)|contract[\\/]schemas[\\/](common|customers|finance|benchmarks|client-accounts|client-requests|heatmap-models|referrals|audit-log))\.tsx?$/,
            },
            {
              // uPlot, for the statistics screen and whatever chart comes next: a chunk of its own, cached
              // across deploys of the screens that draw with it (npm run bench measures both apart).
              name: 'uplot',
              test: /node_modules[\\/]uplot[\\/]/,
            },
            {
              // Every feature's palette data (app/screens.ts loadFeaturePalettes): one request when idle.
              name: 'palette-data',
              includeDependenciesRecursively: false,
              test: /src[\\/](features[\\/][^\\/]+[\\/]palette|features[\\/]users[\\/]queries|state[\\/]lists[\\/]palette-records)\.ts$/,
            },
          ],
        },
      },
    },
    // dist/.vite/manifest.json: `npm run bench` reads each lazy route's chunks from it.
    manifest: true,
  },
  test: {
    // Vitest keeps a core for itself by default, which on two cores is one worker; the main process
    // mostly waits, so both run tests. Files stay isolated: a file's timers (a list's polling) would
    // otherwise run on into the next file, and its module mocks would meet modules already loaded.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          // Worker threads start a file's jsdom sooner than forked processes (about 13% of this project's time).
          pool: 'threads',
          globals: true,
          setupFiles: ['./tests/setup.ts'],
          // Whole-console tests click through lazy screens, drawers and debounced searches, each step
          // waiting up to asyncUtilTimeout (tests/setup.ts); on a machine busy ten times over one test
          // took minutes. A ceiling for a test that hangs, not a speed assertion.
          testTimeout: 600_000,
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
