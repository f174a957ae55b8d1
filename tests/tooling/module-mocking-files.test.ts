import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { moduleMockingFiles } from '../module-mocking-files'

const root = join(import.meta.dirname, '..', '..')

function testFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : []
  })
}

describe('the test files run isolated', () => {
  it('are exactly those that mock a module', () => {
    const mocking = testFiles(join(root, 'tests')).filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(join(root, file), 'utf8')))
    expect(mocking.sort()).toEqual([...moduleMockingFiles].sort())
  })
})
