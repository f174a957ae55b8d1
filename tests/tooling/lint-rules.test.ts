import path from 'node:path'
import { ESLint } from 'eslint'

const repoRoot = path.resolve(import.meta.dirname, '../..')
const linter = new ESLint({ cwd: repoRoot })

async function ruleIds(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(repoRoot, filePath) })
  return result?.messages.map((message) => message.ruleId) ?? []
}

const handMadeMutation = `import { atomWithMutation } from 'jotai-tanstack-query'\nexport const planted = atomWithMutation(() => ({ mutationFn: () => Promise.resolve(1) }))\n`

describe('the lint', () => {
  it('refuses a query or mutation atom made by hand in state/, outside the toolkit', async () => {
    expect(await ruleIds('src/state/domain/planted.ts', handMadeMutation)).toEqual(['@typescript-eslint/no-restricted-imports'])
    expect(await ruleIds('src/state/lists/planted.ts', `export { atomWithQuery } from 'jotai-tanstack-query'\n`)).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ])
  })

  it('lets state/query make them', async () => {
    expect(await ruleIds('src/state/query/planted.ts', handMadeMutation)).toEqual([])
  })

  it('refuses a source file over 300 lines', async () => {
    const long = Array.from({ length: 301 }, (_, line) => `export const line${line} = ${line}`).join('\n') + '\n'
    expect(await ruleIds('src/lib/planted.ts', long)).toEqual(['max-lines'])
    expect(await ruleIds('server/planted.ts', long)).toEqual(['max-lines'])
  })
})
