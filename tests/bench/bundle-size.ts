import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BenchContext, MeasurementGroup } from './bench-context'
import { budgets } from './budgets'
import { exactFigure, type Figure, type Unmeasured } from './figures'

const kib = (bytes: number): number => bytes / 1024
const gzipBytes = (content: Buffer): number => gzipSync(content).length

/**
 * What a signed-out visitor's browser downloads to show the sign-in form on a cold cache, from
 * `path` ('/' is the address people type; it redirects), JS and CSS gzipped one by one.
 */
async function signedOutFirstLoadFigures(context: BenchContext, path: string, prefix: string, label: string): Promise<Figure[]> {
  const browserContext = await context.browser.newContext()
  const page = await browserContext.newPage()
  const loaded: Promise<{ type: string; url: string; body: Buffer }>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (['script', 'stylesheet', 'font'].includes(type)) {
      loaded.push(response.body().then((body) => ({ type, url: response.url(), body })))
    }
  })
  await page.goto(`${context.baseUrl}${path}`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Войти' }).waitFor()
  const resources = await Promise.all(loaded)
  await browserContext.close()

  const sum = (type: string, size: (body: Buffer) => number) =>
    resources.filter((resource) => resource.type === type).reduce((total, resource) => total + size(resource.body), 0)
  context.log(`${path} loads: ${resources.map((resource) => new URL(resource.url).pathname).join(', ')}`)
  return [
    exactFigure(
      { name: `${prefix}.js_gzip_kib`, label: `JS ${label} loads, gzip`, unit: 'KiB', budget: budgets.signInRouteJsGzipKiB },
      kib(sum('script', gzipBytes)),
    ),
    exactFigure({ name: `${prefix}.css_gzip_kib`, label: `CSS ${label} loads, gzip`, unit: 'KiB' }, kib(sum('stylesheet', gzipBytes))),
    exactFigure({ name: `${prefix}.fonts_kib`, label: `fonts ${label} loads`, unit: 'KiB' }, kib(sum('font', (body) => body.length))),
  ]
}

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

type Manifest = Record<string, ManifestChunk>

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
// shell itself and the guest area's screens load right after the entry.
const shellModule = 'app/authorized-layout'
const loadsRightAfterEntry = (module: string) => module === shellModule || module.startsWith('features/auth/')

const gzipKiB = (distDir: string, files: Iterable<string>) =>
  kib([...files].reduce((total, file) => total + gzipBytes(readFileSync(join(distDir, file))), 0))

const routeBudget = { unit: 'KiB', budget: budgets.routeChunkGzipKiB } as const

/** The codeSplitting groups of vite.config.ts that hold one library each, loaded by the screens that use it. */
const libraryChunkNames: readonly string[] = ['uplot']

/**
 * For each lazily loaded chunk (a route's screen, a drawer, the shell, a shared chunk loaded on
 * demand): what opening it first downloads beyond what is already there, gzipped. Read from Vite's
 * manifest (build.manifest in vite.config.ts).
 *
 * The shell fetches some shared chunks when idle (its dynamic imports of a chunk that is no
 * module's own: a codeSplitting group of vite.config.ts). Each of those is a figure of its own,
 * beyond the entry, the shell and the other prefetched chunks; every other lazy chunk of the
 * signed-in area is measured beyond the entry, the shell and all of them, and says so.
 */
function routeChunkFigures(distDir: string): { figures: Figure[]; unmeasured: Unmeasured[] } {
  const manifestFile = join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) {
    return {
      figures: [],
      unmeasured: [
        { name: 'route_chunk_gzip_kib', reason: 'dist/.vite/manifest.json is missing: build.manifest is off in vite.config.ts' },
      ],
    }
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const nameOf = (key: string) => moduleName(key, manifest[key] ?? { file: '' })
  const entryFiles = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) staticClosure(manifest, key, entryFiles)
  const shellKey = Object.keys(manifest).find((key) => nameOf(key) === shellModule)
  const shellFiles = shellKey ? staticClosure(manifest, shellKey, new Set(entryFiles)) : entryFiles

  const prefetchedKeys = (shellKey ? (manifest[shellKey]?.dynamicImports ?? []) : []).filter((key) => manifest[key]?.src === undefined)
  const prefetchedNames = prefetchedKeys.map(nameOf)
  const withPrefetched = (keys: string[]) => keys.reduce((files, key) => staticClosure(manifest, key, files), new Set(shellFiles))
  const allPrefetchedFiles = withPrefetched(prefetchedKeys)
  const beyond = (key: string, loaded: Set<string>) => [...staticClosure(manifest, key)].filter((file) => !loaded.has(file))

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
      gzipKiB(distDir, beyond(key, withPrefetched(imported))),
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
            gzipKiB(
              distDir,
              [...allPrefetchedFiles].filter((file) => !shellFiles.has(file)),
            ),
          ),
        ]
      : []

  const lazyKeys = new Set(Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry))
  for (const chunk of Object.values(manifest)) for (const key of chunk.dynamicImports ?? []) lazyKeys.add(key)
  for (const key of prefetchedKeys) lazyKeys.delete(key)
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
    const total = gzipKiB(distDir, beyond(key, loaded))
    if (libraries.length === 0) {
      return [
        exactFigure(
          { name: `route_chunk_gzip_kib.${module}`, label: `lazy ${module} beyond ${alreadyThere}, gzip`, ...routeBudget },
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
          gzipKiB(distDir, beyond(library, loaded)),
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
        gzipKiB(distDir, beyond(key, libraryFiles)),
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
    unmeasured: [],
  }
}

export const bundleSize: MeasurementGroup = {
  name: 'bundle-size',
  async measure(context) {
    const routes = routeChunkFigures(context.distDir)
    const fromRoot = await signedOutFirstLoadFigures(context, '/', 'first_load_root', 'a signed-out visit to / (redirected to sign-in)')
    const fromSignIn = await signedOutFirstLoadFigures(context, '/sign-in', 'sign_in', 'the sign-in route')
    return { figures: [...fromRoot, ...fromSignIn, ...routes.figures], unmeasured: routes.unmeasured }
  },
}
