import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export const repoRoot = path.resolve(import.meta.dirname, '../..')

/** Every TypeScript source below `dir` (declaration files left out). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : []
  })
}

const importSpecifier = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

/** The relative imports of a source file, types included, each as the absolute path it names (no extension). */
export function relativeImports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(importSpecifier)].map((match) =>
    path.resolve(path.dirname(file), match[1] ?? match[2] ?? ''),
  )
}
