import path from 'node:path'
import { ESLint, type Linter } from 'eslint'

const repoRoot = path.resolve(import.meta.dirname, '../..')
const configFile = path.join(repoRoot, 'eslint.config.js')
const layersRoot = path.join(import.meta.dirname, 'fixtures/layers')
const ruleId = 'boundaries/dependencies'

/**
 * The repository's own eslint.config.js, pointed at the miniature tree of fixtures/layers so that
 * every planted import has a real target. Only the root of the layer patterns and the tsconfig
 * that defines the `@/*` alias change; the layers and the policy are the real ones.
 */
const fixtureLinter = new ESLint({
  cwd: layersRoot,
  overrideConfigFile: configFile,
  overrideConfig: {
    settings: {
      'boundaries/root-path': layersRoot,
      'import/resolver': { typescript: { project: path.join(layersRoot, 'tsconfig.json') } },
    },
  },
})

async function lint(linter: ESLint, filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await linter.lintText(code, { filePath })
  if (!result) throw new Error(`eslint returned no result for ${filePath}`)
  return result.messages
}

describe('the import-direction rule refuses', () => {
  it.each([
    ['api -> state', 'src/api/planted.ts', `import { store } from '../state/store'\nexport const planted = store`],
    ['lib -> ui', 'src/lib/planted.ts', `import { button } from '../ui/button'\nexport const planted = button`],
    ['lib -> api', 'src/lib/planted.ts', `import { http } from '../api/http'\nexport const planted = http`],
    [
      'lib -> a value of contract',
      'src/lib/planted.ts',
      `import { customerSchema } from '../../contract/schemas/customer'\nexport const planted = customerSchema`,
    ],
    ['lib -> hooks', 'src/lib/planted.ts', `import { useLatest } from '../hooks/use-latest'\nexport const planted = useLatest`],
    ['hooks -> ui', 'src/hooks/planted.ts', `import { button } from '../ui/button'\nexport const planted = button`],
    ['hooks -> state', 'src/hooks/planted.ts', `import { store } from '../state/store'\nexport const planted = store`],
    ['ui -> api', 'src/ui/planted.ts', `import { http } from '../api/http'\nexport const planted = http`],
    [
      'state -> features',
      'src/state/planted.ts',
      `import { customersScreen } from '../features/customers/customers-screen'\nexport const planted = customersScreen`,
    ],
    [
      'feature A -> feature B',
      'src/features/customers/planted.ts',
      `import { benchmarksScreen } from '../benchmarks/benchmarks-screen'\nexport const planted = benchmarksScreen`,
    ],
    [
      'palette -> features, even for a type',
      'src/palette/planted.ts',
      `import type { customersScreen } from '../features/customers/customers-screen'\nexport type Planted = typeof customersScreen`,
    ],
    ['palette -> app', 'src/palette/planted.ts', `import { routes } from '../app/routes'\nexport const planted = routes`],
    ['server -> src/state', 'server/planted.ts', `import { store } from '../src/state/store'\nexport const planted = store`],
    [
      'server -> src/features',
      'server/planted.ts',
      `import { topUpForm } from '../src/features/customers/top-up-form'\nexport const planted = topUpForm`,
    ],
    ['contract -> src/api', 'contract/schemas/planted.ts', `import { http } from '../../src/api/http'\nexport const planted = http`],
    ['server -> src/lib', 'server/planted.ts', `import { text } from '../src/lib/text'\nexport const planted = text`],
    ['api -> state through the @/ alias', 'src/api/planted.ts', `import { store } from '@/state/store'\nexport const planted = store`],
    ['state -> app through a re-export', 'src/state/planted.ts', `export { routes } from '../app/routes'`],
    [
      'state -> entities',
      'src/state/planted.ts',
      `import { operationColumns } from '../entities/operation/operation-columns'\nexport const planted = operationColumns`,
    ],
    [
      'entities -> features',
      'src/entities/operation/planted.ts',
      `import { customersScreen } from '../../features/customers/customers-screen'\nexport const planted = customersScreen`,
    ],
    [
      'state -> features through a dynamic import',
      'src/state/planted.ts',
      `export const planted = () => import('../features/customers/customers-screen')`,
    ],
  ])('%s', async (_case, filePath, code) => {
    const messages = await lint(fixtureLinter, filePath, code)
    expect(messages.map((message) => message.ruleId)).toEqual([ruleId])
    expect(messages[0]?.message).toContain('lib, hooks, ui -> api -> state -> entities -> records -> features -> palette, app')
  })
})

describe('the import-direction rule allows', () => {
  it.each([
    ['lib -> lib', 'src/lib/planted.ts', `import { text } from './text'\nexport const planted = text`],
    ['ui -> lib', 'src/ui/planted.ts', `import { text } from '../lib/text'\nexport const planted = text`],
    ['ui -> hooks', 'src/ui/planted.ts', `import { useLatest } from '../hooks/use-latest'\nexport const planted = useLatest`],
    ['state -> hooks', 'src/state/planted.ts', `import { useLatest } from '../hooks/use-latest'\nexport const planted = useLatest`],
    [
      'lib -> a type of contract (a command names its Permission)',
      'src/lib/planted.ts',
      `import type { customerSchema } from '../../contract/schemas/customer'\nexport type Planted = typeof customerSchema`,
    ],
    [
      'api -> lib, contract, api',
      'src/api/planted.ts',
      `import { text } from '../lib/text'\nimport { customerSchema } from '../../contract/schemas/customer'\nimport { http } from './http'\nexport const planted = [text, customerSchema, http]`,
    ],
    [
      'state -> api',
      'src/state/planted.ts',
      `import { http } from '../api/http'\nimport { store } from './store'\nexport const planted = [http, store]`,
    ],
    [
      'features -> state, api, ui, lib',
      'src/features/customers/planted.ts',
      `import { store } from '../../state/store'\nimport { http } from '../../api/http'\nimport { button } from '../../ui/button'\nimport { text } from '../../lib/text'\nexport const planted = [store, http, button, text]`,
    ],
    [
      'a feature -> its own files',
      'src/features/customers/planted.ts',
      `import { topUpForm } from './top-up-form'\nimport { customersScreen } from './customers-screen'\nexport const planted = [topUpForm, customersScreen]`,
    ],
    [
      'palette -> state, ui, lib',
      'src/palette/planted.ts',
      `import { store } from '../state/store'\nimport { button } from '../ui/button'\nimport { registry } from './registry'\nexport const planted = [store, button, registry]`,
    ],
    [
      'app -> features and palette',
      'src/app/planted.ts',
      `import { customersScreen } from '../features/customers/customers-screen'\nimport { benchmarksScreen } from '../features/benchmarks/benchmarks-screen'\nimport { registry } from '../palette/registry'\nexport const planted = [customersScreen, benchmarksScreen, registry]`,
    ],
    [
      'server -> contract',
      'server/planted.ts',
      `import { customerSchema } from '../contract/schemas/customer'\nimport { serverApp } from './app'\nexport const planted = [customerSchema, serverApp]`,
    ],
    [
      'entities -> state, api, ui, lib',
      'src/entities/operation/planted.ts',
      `import { store } from '../../state/store'\nimport { http } from '../../api/http'\nimport { button } from '../../ui/button'\nexport const planted = [store, http, button]`,
    ],
    [
      'features and palette -> entities',
      'src/features/customers/planted.ts',
      `import { operationColumns } from '../../entities/operation/operation-columns'\nexport const planted = operationColumns`,
    ],
    [
      'features -> state through the @/ alias',
      'src/features/customers/planted.ts',
      `import { store } from '@/state/store'\nexport const planted = store`,
    ],
  ])('%s', async (_case, filePath, code) => {
    expect(await lint(fixtureLinter, filePath, code)).toEqual([])
  })
})

describe('the import-direction rule on the repository itself', () => {
  const repoLinter = new ESLint({ cwd: repoRoot, overrideConfigFile: configFile })

  it('refuses lib -> app', async () => {
    const messages = await lint(
      repoLinter,
      'src/lib/planted.ts',
      `import { createRoutes } from '../app/routes'\nexport const planted = createRoutes`,
    )
    expect(messages.map((message) => message.ruleId)).toEqual([ruleId])
  })

  it('allows app -> lib', async () => {
    const messages = await lint(repoLinter, 'src/app/planted.ts', `import { paths } from '../lib/paths'\nexport const planted = paths`)
    expect(messages).toEqual([])
  })
})

describe('packages each layer may use', () => {
  const repoLinter = new ESLint({ cwd: repoRoot, overrideConfigFile: configFile })
  const restricted = '@typescript-eslint/no-restricted-imports'

  it.each([
    ['ui -> jotai', 'src/ui/planted.tsx', `import { useAtomValue } from 'jotai'\nexport const planted = useAtomValue`],
    ['ui -> react-query', 'src/ui/planted.tsx', `import { useQuery } from '@tanstack/react-query'\nexport const planted = useQuery`],
    [
      'ui -> jotai-tanstack-query',
      'src/ui/planted.tsx',
      `import { atomWithQuery } from 'jotai-tanstack-query'\nexport const planted = atomWithQuery`,
    ],
    ['lib -> react', 'src/lib/planted.ts', `import { useState } from 'react'\nexport const planted = useState`],
    ['api -> react', 'src/api/planted.ts', `import { createElement } from 'react'\nexport const planted = createElement`],
    ['api -> react-router-dom', 'src/api/planted.ts', `import { redirect } from 'react-router-dom'\nexport const planted = redirect`],
    ['lib -> jotai', 'src/lib/planted.ts', `import { atom } from 'jotai'\nexport const planted = atom`],
    ['hooks -> jotai', 'src/hooks/planted.ts', `import { atom } from 'jotai'\nexport const planted = atom`],
    [
      'a feature -> jotai',
      'src/features/customers/planted.ts',
      `import { useAtomValue } from 'jotai'\nexport const planted = useAtomValue`,
    ],
    [
      'an entity -> react-query',
      'src/entities/customer/planted.ts',
      `import { useQuery } from '@tanstack/react-query'\nexport const planted = useQuery`,
    ],
    [
      'the palette -> jotai/utils',
      'src/palette/planted.ts',
      `import { atomWithStorage } from 'jotai/utils'\nexport const planted = atomWithStorage`,
    ],
  ])('refuses %s', async (_case, filePath, code) => {
    const messages = await lint(repoLinter, filePath, code)
    expect(messages.map((message) => message.ruleId)).toEqual([restricted])
  })

  it.each([
    ['a type from react in lib', 'src/lib/planted.ts', `import type { ReactNode } from 'react'\nexport type Planted = ReactNode`],
    ['react in ui', 'src/ui/planted.tsx', `import { useState } from 'react'\nexport const planted = useState`],
    ['jotai in state', 'src/state/planted.ts', `import { atom } from 'jotai'\nexport const planted = atom(0)`],
    ['jotai in a folder of state', 'src/state/domain/planted.ts', `import { atom } from 'jotai'\nexport const planted = atom(0)`],
    [
      'a type from jotai in a feature',
      'src/features/customers/planted.ts',
      `import type { Atom } from 'jotai'\nexport type Planted = Atom<number>`,
    ],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await lint(repoLinter, filePath, code)).toEqual([])
  })
})

describe('files outside the layers', () => {
  const repoLinter = new ESLint({ cwd: repoRoot, overrideConfigFile: configFile })

  it('refuses a source file in a folder that is no layer', async () => {
    const messages = await lint(repoLinter, 'src/helpers/planted.ts', `export const planted = 1`)
    expect(messages.map((message) => message.ruleId)).toEqual(['boundaries/no-unknown-files'])
  })

  it('classifies a file in a folder of state as state: it may not import a feature', async () => {
    const messages = await lint(
      repoLinter,
      'src/state/lists/planted.ts',
      `import { benchmarks } from '../../features/benchmarks/record-type'\nexport const planted = benchmarks`,
    )
    expect(messages.map((message) => message.ruleId)).toEqual(['boundaries/dependencies'])
  })

  it('allows a file in a layer', async () => {
    expect(await lint(repoLinter, 'src/entities/customer/planted.ts', `export const planted = 1`)).toEqual([])
  })
})
