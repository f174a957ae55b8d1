import path from 'node:path'
import { ESLint } from 'eslint'

const repoRoot = path.resolve(import.meta.dirname, '../..')
const linter = new ESLint({ cwd: repoRoot })

async function ruleIds(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(repoRoot, filePath) })
  return result?.messages.map((message) => message.ruleId) ?? []
}

describe('the lint of the kits', () => {
  it('refuses a drawer address written by hand outside lib/drawers', async () => {
    expect(await ruleIds('src/features/benchmarks/planted.ts', "export const href = '/benchmarks?drawer=benchmark'\n")).toEqual([
      'no-restricted-syntax',
    ])
    expect(
      await ruleIds(
        'src/entities/audit-log/planted.ts',
        'export const href = (uuid: string) => `/requests?x=1&drawer=client-request&client-request=${uuid}`\n',
      ),
    ).toEqual(['no-restricted-syntax'])
    expect(
      await ruleIds('src/state/shell/planted.ts', "export const open = (search: URLSearchParams) => search.set('drawer', 'top-up')\n"),
    ).toEqual(['no-restricted-syntax'])
    expect(await ruleIds('src/app/planted.ts', "export const shown = (search: URLSearchParams) => search.get('drawer')\n")).toEqual([
      'no-restricted-syntax',
    ])
  })

  it('lets lib/drawers make them, and anyone open a drawer through it', async () => {
    expect(
      await ruleIds('src/lib/drawers.ts', "export const sample = (search: URLSearchParams) => search.get('drawer') ?? '?drawer=top-up'\n"),
    ).toEqual([])
    const throughTheKit = `import { drawerHref, drawerLinks, drawerTarget } from '../../lib/drawers'\nexport const href = drawerHref('/benchmarks', drawerTarget(drawerLinks.benchmark, 'b1'))\n`
    expect(await ruleIds('src/features/benchmarks/planted.ts', throughTheKit)).toEqual([])
  })

  it('refuses the toaster store outside the Toaster: notices go through lib/notices', async () => {
    expect(
      await ruleIds(
        'src/features/benchmarks/planted.ts',
        "import { toaster } from '../../ui/toaster-store'\nexport const shown = toaster\n",
      ),
    ).toEqual(['no-restricted-syntax'])
    expect(await ruleIds('src/ui/planted.ts', "import { toaster } from './toaster-store'\nexport const shown = toaster\n")).toEqual([
      'no-restricted-syntax',
    ])
    expect(await ruleIds('src/ui/toast.tsx', "import { toaster } from './toaster-store'\nexport const shown = toaster\n")).toEqual([])
  })
})
