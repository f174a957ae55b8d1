import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const repoRoot = import.meta.dirname

/**
 * The layers of docs/architecture.md. Imports flow one way: `lib, hooks, ui -> api -> state -> entities -> records -> features -> palette, app`
 * (hooks/, React helpers of no data, imports only lib; ui/ and state/ may import it);
 * a feature never imports another feature; contract/ (the API both sides speak) imports nothing of
 * either side, and the server imports contract/ and itself, never src/. Files are classified by their
 * resolved path, so relative imports and tsconfig path aliases are judged alike.
 */
const layers = [
  { type: 'lib', pattern: 'src/lib' },
  // React hooks of no data and no markup (useLatest): below every layer that renders.
  { type: 'hooks', pattern: 'src/hooks' },
  { type: 'ui', pattern: 'src/ui' },
  // The API as both sides speak it: the superstruct schemas; no React, no words for the screen.
  { type: 'contract', pattern: 'contract' },
  { type: 'api', pattern: 'src/api' },
  { type: 'state', pattern: 'src/state' },
  // UI and helpers of one domain object that several features show (operation columns, customer links).
  { type: 'entities', pattern: 'src/entities' },
  // The record-type kit: a record type declared once, and its list, drawer, palette and module made from it.
  { type: 'records', pattern: 'src/records' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'palette', pattern: 'src/palette' },
  { type: 'app', pattern: 'src/app' },
  { type: 'server', pattern: 'server' },
].map((layer) => ({ ...layer, partialMatch: false }))

const to = (...types) => ({ to: types.map((type) => ({ element: { type } })) })

const importDirection = {
  default: 'disallow',
  message:
    'Import against the layer direction "lib, hooks, ui -> api -> state -> entities -> records -> features -> palette, app" ' +
    '(a feature imports no other feature; contract/ imports only itself; the server imports only contract/): {{ dependency.source }}',
  policies: [
    { from: { element: { type: 'lib' } }, allow: to('lib') },
    // lib/ names the contract's types (a command's Permission), never its values.
    { from: { element: { type: 'lib' } }, allow: { ...to('contract'), dependency: { kind: 'type' } } },
    { from: { element: { type: 'hooks' } }, allow: to('lib', 'hooks') },
    { from: { element: { type: 'ui' } }, allow: to('lib', 'hooks', 'ui') },
    { from: { element: { type: 'contract' } }, allow: to('contract') },
    { from: { element: { type: 'api' } }, allow: to('lib', 'contract', 'api') },
    { from: { element: { type: 'state' } }, allow: to('lib', 'hooks', 'contract', 'api', 'state') },
    { from: { element: { type: 'entities' } }, allow: to('lib', 'hooks', 'ui', 'contract', 'api', 'state', 'entities') },
    { from: { element: { type: 'records' } }, allow: to('lib', 'hooks', 'ui', 'contract', 'api', 'state', 'entities', 'records') },
    {
      from: { element: { type: 'feature' } },
      allow: {
        to: [
          ...to('lib', 'hooks', 'ui', 'contract', 'api', 'state', 'entities', 'records').to,
          { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
        ],
      },
    },
    { from: { element: { type: 'palette' } }, allow: to('lib', 'hooks', 'ui', 'contract', 'api', 'state', 'entities', 'palette') },
    {
      from: { element: { type: 'app' } },
      allow: to('lib', 'hooks', 'ui', 'contract', 'api', 'state', 'entities', 'records', 'feature', 'palette', 'app'),
    },
    { from: { element: { type: 'server' } }, allow: to('contract', 'server') },
  ],
}

/** Packages a layer must not use: ui/ knows no data layer; api/ and lib/ run without React (types aside). */
const dataLayerPackages = ['jotai', 'jotai/*', 'jotai-tanstack-query', '@tanstack/react-query', '@tanstack/query-core']
const reactPackages = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', 'react-router/*']

function packagesRefused(packages, message, ...morePatterns) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [{ group: packages, message, allowTypeImports: true }, ...morePatterns] },
    ],
  }
}

/**
 * One way to read: a query (`defineQuery`) is read with `useRead` / `useReads`; its atom is state/query's own,
 * so that nothing reads a query another way (a raw `useAtomValue`, a derived atom).
 */
const queryAtomRefused = {
  regex: '(^|/)query/define-query$',
  importNames: ['queryAtom'],
  message: 'Read a query with useRead / useReads (state/query/use-read): its atom stays in state/query.',
}

/** One way to make them: a query or mutation atom is made by state/query's toolkit alone. */
const handMadeQueryAtoms = {
  name: 'jotai-tanstack-query',
  importNames: [
    'atomWithQuery',
    'atomWithInfiniteQuery',
    'atomWithSuspenseQuery',
    'atomWithSuspenseInfiniteQuery',
    'atomWithQueries',
    'atomWithMutation',
    'atomWithMutationState',
  ],
  message: 'Describe a query with defineQuery and a mutation with consoleMutation (state/query).',
}

export default tseslint.config(
  { ignores: ['dist', 'styled-system', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'bench-results', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // typescript-eslint parses every file as an ES module; CommonJS config files (postcss) are not.
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layers,
      // Layer patterns are relative to the repository, whatever directory eslint runs from.
      'boundaries/root-path': repoRoot,
      'import/resolver': {
        typescript: { project: [`${repoRoot}/tsconfig.app.json`, `${repoRoot}/tsconfig.node.json`], noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', importDirection],
    },
  },
  {
    // A source file in a folder that is no layer has no place in the direction: refuse it. (The
    // files at the top of src/ are the mount point and the build's ambient types.)
    files: ['src/*/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    rules: { 'boundaries/no-unknown-files': 'error' },
  },
  {
    // One way to read and write: queries and mutations are made and read through state/query alone.
    files: ['src/state/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: ['src/state/query/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [handMadeQueryAtoms], patterns: [queryAtomRefused] }],
    },
  },
  {
    // A source file that grows past a screen of reading is split by what it does.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: packagesRefused(dataLayerPackages, 'ui/ is presentational: no jotai or react-query (pass data and callbacks in).'),
  },
  {
    files: ['src/hooks/**/*.ts'],
    rules: packagesRefused(dataLayerPackages, 'hooks/ is React alone, beneath ui/ and state/: no jotai or react-query.'),
  },
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/entities/**/*.{ts,tsx}', 'src/records/**/*.{ts,tsx}', 'src/palette/**/*.{ts,tsx}'],
    rules: packagesRefused(
      dataLayerPackages,
      'Read and change data through state/ (useRead, the domain hooks such as useCustomer, ...): jotai and react-query stay in state/ (type imports are fine).',
      queryAtomRefused,
    ),
  },
  {
    files: ['src/api/**/*.ts', 'src/lib/**/*.ts', 'contract/**/*.ts'],
    rules: packagesRefused(
      [...reactPackages, ...dataLayerPackages],
      'contract/, api/ and lib/ are plain TypeScript: no React, router or data-layer packages (type imports are fine).',
    ),
  },
  {
    // One way to open a drawer and one port for notices: an address with a drawer is made by lib/drawers
    // (drawerTarget, withDrawer, drawerHref, state's useOpenDrawer), and toasts are shown through
    // lib/notices, whose one board is the Toaster's store.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/drawers.ts', 'src/ui/toast.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/[?&]drawer=/], TemplateElement[value.raw=/[?&]drawer=/]',
          message: 'Open a drawer with drawerTarget (lib/drawers): withDrawer, drawerHref or useOpenDrawer.',
        },
        {
          selector: "CallExpression[callee.property.name=/^(get|set|append|delete|has)$/] > Literal.arguments[value='drawer']",
          message: 'The drawer parameter is read and written by lib/drawers alone (shownDrawerId, withDrawer, withoutDrawer).',
        },
        {
          selector: 'ImportDeclaration[source.value=/toaster-store$/], ImportExpression[source.value=/toaster-store$/]',
          message: "Show a toast with notify (lib/notices): the toaster store is the Toaster's own.",
        },
      ],
    },
  },
  {
    // react-router's functional setSearchParams builds on the shown URL, so a change made while a
    // navigation waits for loaders drops the one before it; useUrlSearch builds on the last asked.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router-dom', importNames: ['useSearchParams'], message: 'Use useUrlSearch from state/use-url-search.' }] },
      ],
    },
  },
)
