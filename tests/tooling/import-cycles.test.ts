import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { relativeImports, repoRoot, sourceFiles } from './source-files'

// The code imports one way only. A cycle between two folders (state/query and state/session, say) means neither
// can be read, tested or moved without the other; one between two files of contract/ or server/, that the two are
// one module in two files and neither can be loaded first.

type Graph = Map<string, Set<string>>

/** Each folder (relative to the repository) and the other folders its files import. */
function folderGraph(roots: string[]): Graph {
  const graph: Graph = new Map()
  for (const file of roots.flatMap((root) => sourceFiles(path.join(repoRoot, root)))) {
    const from = path.relative(repoRoot, path.dirname(file))
    const edges = graph.get(from) ?? new Set<string>()
    graph.set(from, edges)
    for (const imported of relativeImports(file)) {
      // A folder imported by its index ('../ui') is that folder; a module, the folder it is in.
      const folder = existsSync(imported) && statSync(imported).isDirectory() ? imported : path.dirname(imported)
      const target = path.relative(repoRoot, folder)
      if (target !== from) edges.add(target)
    }
  }
  return graph
}

/** The source file an import names: the module itself, or a folder's index. */
function importedFile(imported: string): string {
  const candidates = [`${imported}.ts`, `${imported}.tsx`, path.join(imported, 'index.ts'), path.join(imported, 'index.tsx'), imported]
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? imported
}

/** Each file (relative to the repository) and the files it imports, types included. */
function fileGraph(roots: string[]): Graph {
  const graph: Graph = new Map()
  for (const file of roots.flatMap((root) => sourceFiles(path.join(repoRoot, root)))) {
    const targets = relativeImports(file).map((imported) => path.relative(repoRoot, importedFile(imported)))
    graph.set(path.relative(repoRoot, file), new Set(targets))
  }
  return graph
}

/** Every cycle found by a depth-first walk, as the nodes along it. */
function cycles(graph: Graph): string[][] {
  const found: string[][] = []
  const done = new Set<string>()
  const walk = (node: string, trail: string[]) => {
    const seenAt = trail.indexOf(node)
    if (seenAt !== -1) return void found.push([...trail.slice(seenAt), node])
    if (done.has(node)) return
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node])
    done.add(node)
  }
  for (const node of graph.keys()) walk(node, [])
  return found
}

const described = (graph: Graph) => cycles(graph).map((cycle) => cycle.join(' → '))

describe('the folders of the code', () => {
  it('import each other one way only', () => {
    expect(described(folderGraph(['contract', 'server', 'src']))).toEqual([])
  })

  it('a cycle is found where there is one', () => {
    const graph = new Map([
      ['src/state/query', new Set(['src/state/session'])],
      ['src/state/session', new Set(['src/state/query'])],
    ])
    expect(cycles(graph)).toHaveLength(1)
  })
})

describe('the files of the contract and the server', () => {
  it('import each other one way only, types included', () => {
    expect(described(fileGraph(['contract', 'server']))).toEqual([])
  })

  it('a circle through a type-only import is found', () => {
    const graph = fileGraph(['tests/tooling/fixtures/import-circle'])
    const [codec, declaration] = ['codec', 'declaration']
    expect(cycles(graph)).toEqual([[codec, declaration, codec].map((name) => `tests/tooling/fixtures/import-circle/${name}.ts`)])
  })
})
