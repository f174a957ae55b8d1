import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { repoRoot, sourceFiles } from './source-files'

// The folders of the console, the contract and the server import each other one way only: a cycle between two
// folders (state/query and state/session, say) means neither can be read, tested or moved without the other.

const importSpecifier = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

/** Each folder (relative to the repository) and the other folders its files import. */
function folderGraph(roots: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of roots.flatMap((root) => sourceFiles(path.join(repoRoot, root)))) {
    const from = path.relative(repoRoot, path.dirname(file))
    const edges = graph.get(from) ?? new Set<string>()
    graph.set(from, edges)
    for (const match of readFileSync(file, 'utf8').matchAll(importSpecifier)) {
      const imported = path.resolve(path.dirname(file), match[1] ?? match[2] ?? '')
      // A folder imported by its index ('../ui') is that folder; a module, the folder it is in.
      const folder = existsSync(imported) && statSync(imported).isDirectory() ? imported : path.dirname(imported)
      const target = path.relative(repoRoot, folder)
      if (target !== from) edges.add(target)
    }
  }
  return graph
}

/** Every cycle found by a depth-first walk, as the folders along it. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = []
  const done = new Set<string>()
  const walk = (folder: string, trail: string[]) => {
    const seenAt = trail.indexOf(folder)
    if (seenAt !== -1) return void found.push([...trail.slice(seenAt), folder])
    if (done.has(folder)) return
    for (const next of graph.get(folder) ?? []) walk(next, [...trail, folder])
    done.add(folder)
  }
  for (const folder of graph.keys()) walk(folder, [])
  return found
}

describe('the folders of the code', () => {
  it('import each other one way only', () => {
    expect(cycles(folderGraph(['contract', 'server', 'src'])).map((cycle) => cycle.join(' → '))).toEqual([])
  })

  it('a cycle is found where there is one', () => {
    const graph = new Map([
      ['src/state/query', new Set(['src/state/session'])],
      ['src/state/session', new Set(['src/state/query'])],
    ])
    expect(cycles(graph)).toHaveLength(1)
  })
})
