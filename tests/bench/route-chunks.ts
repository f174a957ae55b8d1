import { budgets } from './budgets'
import { exactFigure, type Figure, type Unmeasured } from './figures'

interface ManifestChunk {
  file: string
  src?: string
  /** The chunk's name: a codeSplitting group's (vite.config.ts) for a shared chunk. */
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/** Vite's dist/.vite/manifest.json (build.manifest in vite.config.ts). */
export type Manifest = Record<string, ManifestChunk>

/** Every output file a chunk pulls in through static imports (itself, its imports, their CSS). */
function staticClosure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files)
  return files
}

const moduleName = (key: string, chunk: ManifestChunk) =>
  chunk.src === undefined && chunk.name ? chunk.name : (chunk.src ?? key).replace(/^src\//, '').replace(/\.[jt]sx?$/, '')

// Every screen and drawer of the signed-in area opens inside the shell, which is loaded first; the
// shell itself, the routed console (the router's start) and the guest area's screens load right after the entry.
const shellModule = 'app/authorized-layout'
const loadsRightAfterEntry = (module: string) =>
  module === shellModule || module === 'app/routed-console' || module.startsWith('features/auth/')

const routeBudget = { unit: 'KiB', budget: budgets.routeChunkGzipKiB } as const

/**
 * The codeSplitting groups of vite.config.ts that hold one library each, loaded by the screens that use it:
 * uPlot; React Query with its jotai binding and the console's client of it, which the shell loads (not the
 * entry); the router, which the routed console and the shell load (not the sign-in form).
 */
const libraryChunkNames: readonly string[] = ['uplot', 'query', 'router']

/**
 * For each lazily loaded chunk (a route's screen, a drawer, the shell, a shared chunk loaded on
 * demand): what opening it first downloads beyond what is already there, gzipped (`gzipKiB` of
 * the output files).
 *
 * The shell fetches some shared chunks when idle (its dynamic imports of a chunk that is no
 * module's own: a codeSplitting group of vite.config.ts). Each of those is a figure of its own,
 * beyond the entry, the shell and the other prefetched chunks; every other lazy chunk of the
 * signed-in area is measured beyond the entry, the shell and all of them, and says so. A shared
 * chunk the shell also imports statically (a module of its group that the shell needs) is no
 * prefetch: it loads with the shell, counts in the shell's figure, and is reported as unmeasured.
 */
export function routeChunkFigures(
  manifest: Manifest,
  gzipKiB: (files: Iterable<string>) => number,
): { figures: Figure[]; unmeasured: Unmeasured[] } {
  const nameOf = (key: string) => moduleName(key, manifest[key] ?? { file: '' })
  const entryFiles = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) staticClosure(manifest, key, entryFiles)
  const shellKey = Object.keys(manifest).find((key) => nameOf(key) === shellModule)
  const shellFiles = shellKey ? staticClosure(manifest, shellKey, new Set(entryFiles)) : entryFiles

  const sharedKeys = (shellKey ? (manifest[shellKey]?.dynamicImports ?? []) : []).filter((key) => manifest[key]?.src === undefined)
  const loadedWithShell = sharedKeys.filter((key) => shellFiles.has(manifest[key]?.file ?? ''))
  const prefetchedKeys = sharedKeys.filter((key) => !loadedWithShell.includes(key))
  const prefetchedNames = prefetchedKeys.map(nameOf)
  const withPrefetched = (keys: string[]) => keys.reduce((files, key) => staticClosure(manifest, key, files), new Set(shellFiles))
  const allPrefetchedFiles = withPrefetched(prefetchedKeys)
  const beyond = (key: string, loaded: Set<string>) => [...staticClosure(manifest, key)].filter((file) => !loaded.has(file))

  const unmeasured = loadedWithShell.map((key) => ({
    name: `shared_chunk_gzip_kib.${nameOf(key)}`,
    reason: `the shell imports it statically (a module of its codeSplitting group in vite.config.ts): it loads with the shell, not when idle, and counts in route_chunk_gzip_kib.${shellModule}`,
  }))
  const prefetchedFigures = prefetchedKeys.map((key) => {
    // A prefetched chunk that imports another is measured beyond it: each file counts once.
    const imported = prefetchedKeys.filter((other) => other !== key && staticClosure(manifest, key).has(manifest[other]?.file ?? ''))
    const alsoThere = imported.length > 0 ? `, shell and ${imported.map(nameOf).join(', ')}` : ' and shell'
    return exactFigure(
      {
        name: `shared_chunk_gzip_kib.${nameOf(key)}`,
        label: `shared ${nameOf(key)} (the shell prefetches it when idle) beyond entry${alsoThere}, gzip`,
        ...routeBudget,
      },
      gzipKiB(beyond(key, withPrefetched(imported))),
    )
  })
  const prefetchedTotal =
    prefetchedKeys.length > 0
      ? [
          exactFigure(
            {
              name: 'shared_chunk_gzip_kib.prefetched_together',
              label: `${prefetchedNames.join(' + ')}, together beyond entry and shell, gzip`,
              unit: 'KiB',
            },
            gzipKiB([...allPrefetchedFiles].filter((file) => !shellFiles.has(file))),
          ),
        ]
      : []

  const lazyKeys = new Set(Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry))
  for (const chunk of Object.values(manifest)) for (const key of chunk.dynamicImports ?? []) lazyKeys.add(key)
  for (const key of sharedKeys) lazyKeys.delete(key)
  // A chunk the entry imports statically (the sign-in form's) is no lazy load: the first-load figures count it.
  for (const key of lazyKeys) if (entryFiles.has(manifest[key]?.file ?? '')) lazyKeys.delete(key)
  const signedInAlreadyThere =
    prefetchedKeys.length > 0 ? `entry, shell and the shared chunks it prefetches (${prefetchedNames.join(', ')})` : 'entry and shell'
  // A library in a codeSplitting group of its own (vite.config.ts) that a lazy chunk imports:
  // measured apart, and the rest is what the chunk's budget holds; the sum is shown beside them.
  const libraryFigures = new Map<string, Figure>()
  const routeFigures = [...lazyKeys].flatMap((key) => {
    const module = nameOf(key)
    const rightAfterEntry = loadsRightAfterEntry(module)
    const loaded = rightAfterEntry ? entryFiles : allPrefetchedFiles
    const withStatic = module === shellModule && loadedWithShell.length > 0 ? ` (with ${loadedWithShell.map(nameOf).join(', ')})` : ''
    const alreadyThere = rightAfterEntry ? 'the entry' : signedInAlreadyThere
    const libraries = (manifest[key]?.imports ?? []).filter((imported) => {
      const chunk = manifest[imported]
      return (
        chunk !== undefined &&
        chunk.src === undefined &&
        chunk.name !== undefined &&
        libraryChunkNames.includes(chunk.name) &&
        !loaded.has(chunk.file)
      )
    })
    const total = gzipKiB(beyond(key, loaded))
    if (libraries.length === 0) {
      return [
        exactFigure(
          { name: `route_chunk_gzip_kib.${module}`, label: `lazy ${module}${withStatic} beyond ${alreadyThere}, gzip`, ...routeBudget },
          total,
        ),
      ]
    }
    for (const library of libraries) {
      const name = nameOf(library)
      libraryFigures.set(
        name,
        exactFigure(
          { name: `library_chunk_gzip_kib.${name}`, label: `library chunk ${name}, on its own, gzip`, ...routeBudget },
          gzipKiB(beyond(library, loaded)),
        ),
      )
    }
    const libraryFiles = libraries.reduce((files, library) => staticClosure(manifest, library, files), new Set(loaded))
    const libraryNames = libraries.map(nameOf).join(', ')
    return [
      exactFigure(
        {
          name: `route_own_chunk_gzip_kib.${module}`,
          label: `lazy ${module} beyond ${alreadyThere} and ${libraryNames}, gzip`,
          ...routeBudget,
        },
        gzipKiB(beyond(key, libraryFiles)),
      ),
      exactFigure(
        { name: `route_chunk_gzip_kib.${module}`, label: `lazy ${module} with ${libraryNames}, beyond ${alreadyThere}, gzip`, unit: 'KiB' },
        total,
      ),
    ]
  })
  const byName = (a: Figure, b: Figure) => a.name.localeCompare(b.name)
  return {
    figures: [
      ...prefetchedFigures.sort(byName),
      ...prefetchedTotal,
      ...routeFigures.sort(byName),
      ...[...libraryFigures.values()].sort(byName),
    ],
    unmeasured,
  }
}
