import { describe, expect, it } from 'vitest'
import type { Figure } from '../bench/figures'
import { routeChunkFigures, type Manifest } from '../bench/route-chunks'

// Each output file weighs what its name says (gzip KiB): the figures are sums of the files counted.
const sizes: Record<string, number> = {
  'index.js': 100,
  'framework.js': 30,
  'shell.js': 9,
  'lists.js': 40,
  'dialogs.js': 10,
  'users.js': 3,
  'toasts.js': 2,
}
const gzipKiB = (files: Iterable<string>) => [...files].reduce((total, file) => total + (sizes[file] ?? 0), 0)
const valueOf = (figures: Figure[], name: string) => figures.find((figure) => figure.name === name)?.median

function manifest(shellImports: string[]): Manifest {
  return {
    'index.html': {
      file: 'index.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_framework'],
      dynamicImports: ['src/app/authorized-layout.tsx'],
    },
    _framework: { file: 'framework.js', name: 'framework' },
    'src/app/authorized-layout.tsx': {
      file: 'shell.js',
      src: 'src/app/authorized-layout.tsx',
      isDynamicEntry: true,
      // The shell imports the entry back (its router, its stores), as Vite's manifest says.
      imports: ['index.html', '_framework', ...shellImports],
      dynamicImports: ['_lists', '_dialogs', 'src/features/users/list-screen.tsx'],
    },
    _lists: { file: 'lists.js', name: 'lists', imports: ['_framework', '_dialogs'] },
    _dialogs: { file: 'dialogs.js', name: 'dialogs', imports: ['_framework'] },
    _toasts: { file: 'toasts.js', name: 'toasts', imports: ['_framework'] },
    'src/features/users/list-screen.tsx': {
      file: 'users.js',
      src: 'src/features/users/list-screen.tsx',
      isDynamicEntry: true,
      imports: ['_lists', 'index.html'],
    },
  }
}

describe('the bench’s lazy chunk figures (Vite manifest)', () => {
  it('counts the shell beyond the entry and the shared chunks it prefetches apart', () => {
    const { figures, unmeasured } = routeChunkFigures(manifest(['_toasts']), gzipKiB)
    expect(valueOf(figures, 'route_chunk_gzip_kib.app/authorized-layout')).toBe(9 + 2)
    expect(valueOf(figures, 'shared_chunk_gzip_kib.dialogs')).toBe(10)
    expect(valueOf(figures, 'shared_chunk_gzip_kib.lists')).toBe(40)
    expect(valueOf(figures, 'shared_chunk_gzip_kib.prefetched_together')).toBe(50)
    expect(valueOf(figures, 'route_chunk_gzip_kib.features/users/list-screen')).toBe(3)
    expect(unmeasured).toEqual([])
  })

  it('says so when the shell imports a prefetched chunk statically, rather than showing it as 0', () => {
    const { figures, unmeasured } = routeChunkFigures(manifest(['_toasts', '_lists']), gzipKiB)
    const shell = figures.find((figure) => figure.name === 'route_chunk_gzip_kib.app/authorized-layout')
    expect(shell?.median).toBe(9 + 2 + 40 + 10)
    expect(shell?.label).toBe('lazy app/authorized-layout (with lists, dialogs) beyond the entry, gzip')
    expect(figures.map((figure) => figure.name)).not.toContain('shared_chunk_gzip_kib.lists')
    expect(unmeasured.map((item) => item.name)).toEqual(['shared_chunk_gzip_kib.lists', 'shared_chunk_gzip_kib.dialogs'])
  })
})
