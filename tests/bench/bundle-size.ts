import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { distDir } from '../e2e/build-console'
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
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
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

const moduleName = (key: string, chunk: ManifestChunk) => (chunk.src ?? key).replace(/^src\//, '').replace(/\.[jt]sx?$/, '')

// Every screen and drawer of the signed-in area opens inside the shell, which is loaded first; the
// shell itself and the guest area's screens load right after the entry.
const shellModule = 'app/layouts/authorized-layout'
const loadsRightAfterEntry = (module: string) => module.startsWith('app/layouts/') || module.startsWith('features/auth/')

/**
 * For each lazily loaded module (a route's screen, a drawer, the shell): what opening it first
 * downloads beyond what is already there (the entry, and the shell for the signed-in area), gzipped.
 * Read from Vite's manifest (build.manifest in vite.config.ts).
 */
function routeChunkFigures(): { figures: Figure[]; unmeasured: Unmeasured[] } {
  const manifestFile = join(distDir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) {
    return {
      figures: [],
      unmeasured: [{ name: 'route_chunk_gzip_kib', reason: 'dist/.vite/manifest.json is missing: build.manifest is off in vite.config.ts' }],
    }
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const entryFiles = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) staticClosure(manifest, key, entryFiles)
  const shellKey = Object.keys(manifest).find((key) => moduleName(key, manifest[key] ?? { file: '' }) === shellModule)
  const shellFiles = shellKey ? staticClosure(manifest, shellKey, new Set(entryFiles)) : entryFiles

  const figures = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const module = moduleName(key, chunk)
      const alreadyLoaded = loadsRightAfterEntry(module) ? entryFiles : shellFiles
      const beyond = [...staticClosure(manifest, key)].filter((file) => !alreadyLoaded.has(file))
      const bytes = beyond.reduce((total, file) => total + gzipBytes(readFileSync(join(distDir, file))), 0)
      return exactFigure(
        {
          name: `route_chunk_gzip_kib.${module}`,
          label: `lazy ${module} beyond ${loadsRightAfterEntry(module) ? 'the entry' : 'entry and shell'}, gzip`,
          unit: 'KiB',
          budget: budgets.routeChunkGzipKiB,
        },
        kib(bytes),
      )
    })
    .sort((a, b) => a.name.localeCompare(b.name))
  return { figures, unmeasured: [] }
}

export const bundleSize: MeasurementGroup = {
  name: 'bundle-size',
  async measure(context) {
    const routes = routeChunkFigures()
    const fromRoot = await signedOutFirstLoadFigures(context, '/', 'first_load_root', 'a signed-out visit to / (redirected to sign-in)')
    const fromSignIn = await signedOutFirstLoadFigures(context, '/sign-in', 'sign_in', 'the sign-in route')
    return { figures: [...fromRoot, ...fromSignIn, ...routes.figures], unmeasured: routes.unmeasured }
  },
}
