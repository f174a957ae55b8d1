import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BenchContext, MeasurementGroup } from './bench-context'
import { budgets } from './budgets'
import { exactFigure, type Figure, type Unmeasured } from './figures'
import { routeChunkFigures, type Manifest } from './route-chunks'

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

/** Each lazy chunk's download (route-chunks.ts), read from Vite's manifest (build.manifest in vite.config.ts). */
function manifestFigures(distDir: string): { figures: Figure[]; unmeasured: Unmeasured[] } {
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
  return routeChunkFigures(manifest, (files) =>
    kib([...files].reduce((total, file) => total + gzipBytes(readFileSync(join(distDir, file))), 0)),
  )
}

export const bundleSize: MeasurementGroup = {
  name: 'bundle-size',
  async measure(context) {
    const routes = manifestFigures(context.distDir)
    const fromRoot = await signedOutFirstLoadFigures(context, '/', 'first_load_root', 'a signed-out visit to / (redirected to sign-in)')
    const fromSignIn = await signedOutFirstLoadFigures(context, '/sign-in', 'sign_in', 'the sign-in route')
    return { figures: [...fromRoot, ...fromSignIn, ...routes.figures], unmeasured: routes.unmeasured }
  },
}
