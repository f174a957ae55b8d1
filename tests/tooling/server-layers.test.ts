import { readFileSync } from 'node:fs'
import path from 'node:path'
import { relativeImports, repoRoot, sourceFiles } from './source-files'

// The server's folders are layers, in the order docs/server.md lists them (the lowest first): a file imports its own
// folder and the folders listed before it, so the list is the whole rule and a new folder must take its place in it.

/** The folders of the layout's code block, in order, each as `server/<folder>`; the root last. */
function documentedLayers(): string[] {
  const doc = readFileSync(path.join(repoRoot, 'docs/server.md'), 'utf8')
  const block = /## Layout[\s\S]*?```\n([\s\S]*?)```/.exec(doc)?.[1] ?? ''
  const folders = [...block.matchAll(/^([\w-]+)\/\s/gm)].map((match) => `server/${match[1] ?? ''}`)
  return [...folders, 'server']
}

/** Each import of a server file into a server folder listed after its own (or into no listed folder). */
function importsAgainstTheLayers(layers: readonly string[]): string[] {
  const layerOf = (file: string) => layers.indexOf(path.relative(repoRoot, path.dirname(file)))
  return sourceFiles(path.join(repoRoot, 'server')).flatMap((file) =>
    relativeImports(file)
      .filter((imported) => imported.startsWith(path.join(repoRoot, 'server')))
      .filter((imported) => layerOf(file) === -1 || layerOf(imported) === -1 || layerOf(imported) > layerOf(file))
      .map((imported) => `${path.relative(repoRoot, file)} → ${path.relative(repoRoot, imported)}`),
  )
}

describe('the server', () => {
  it('has its folders in layers, each importing only those listed before it in docs/server.md', () => {
    expect(importsAgainstTheLayers(documentedLayers())).toEqual([])
  })

  it('a folder importing one listed after it breaks the layers', () => {
    const layers = documentedLayers()
    const swapped = layers.filter((layer) => layer !== 'server/core')
    expect(importsAgainstTheLayers([...swapped.slice(0, -1), 'server/core', 'server'])).toContain(
      'server/db/filters.ts → server/core/format',
    )
  })
})
