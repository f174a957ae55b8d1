import { readdirSync, readFileSync } from 'node:fs'
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

  it.each([
    ['state/', 'src/state/lists/planted.ts', '../query/define-query'],
    ['a feature', 'src/features/users/planted.ts', '../../state/query/define-query'],
    ['the app', 'src/app/planted.tsx', '../state/query/define-query'],
  ])("refuses reading a query's atom in %s: a query is read with useRead", async (_where, filePath, source) => {
    const rawRead = `import { queryAtom } from '${source}'\nexport const planted = queryAtom\n`
    expect(await ruleIds(filePath, rawRead)).toEqual(['@typescript-eslint/no-restricted-imports'])
  })

  it('lets a feature describe its own query and read it', async () => {
    const ownQuery = `import { defineQuery } from '../../state/query/define-query'\nimport { useRead } from '../../state/query/use-read'\nexport const planted = [defineQuery, useRead]\n`
    expect(await ruleIds('src/features/users/planted.ts', ownQuery)).toEqual([])
  })

  it('refuses a source file over 300 lines', async () => {
    const long = Array.from({ length: 301 }, (_, line) => `export const line${line} = ${line}`).join('\n') + '\n'
    expect(await ruleIds('src/lib/planted.ts', long)).toEqual(['max-lines'])
    expect(await ruleIds('server/planted.ts', long)).toEqual(['max-lines'])
  })
})

/** The files of src/ that call one of `names` (as an identifier, not inside a longer one). */
function filesCalling(names: readonly string[]): string[] {
  const call = new RegExp(`\\b(${names.join('|')})\\s*(<[^>]*>)?\\(`)
  const files = readdirSync(path.join(repoRoot, 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file))
  return files.filter((file) => call.test(readFileSync(path.join(repoRoot, 'src', file), 'utf8'))).map((file) => `src/${file}`)
}

describe('one way to read and one way to write', () => {
  it('has one query constructor: defineQuery makes every query atom of the console', () => {
    const queryMakers = [
      'atomWithQuery',
      'atomWithInfiniteQuery',
      'atomWithSuspenseQuery',
      'atomWithSuspenseInfiniteQuery',
      'atomWithQueries',
    ]
    expect(filesCalling(queryMakers)).toEqual(['src/state/query/define-query.ts'])
  })

  it('has one mutation constructor: consoleMutation', () => {
    expect(filesCalling(['atomWithMutation', 'atomWithMutationState'])).toEqual(['src/state/query/console-mutation.ts'])
  })
})
