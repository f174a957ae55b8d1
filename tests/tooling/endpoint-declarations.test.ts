import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { repoRoot, sourceFiles } from './source-files'

// Each endpoint is declared once, in contract/endpoints: the console writes no API path of its own,
// and the server's handlers read the query only through the declarations' codecs.

/** The string and template literals of a source text that hold an API path (`/v1/`), with their lines. */
function apiPathLiterals(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    const literal = ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
    if (literal && node.text.includes('/v1/')) {
      found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText()}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Reading a request's query by hand: a QueryReader, URL search parameters, Hono's query getters. */
const queryReadByHand = /\bQueryReader\b|\bsearchParams\b|\.req\.quer(?:y|ies)\(/

function handReadQueries(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (queryReadByHand.test(line) ? [`${path.relative(repoRoot, file)}:${index + 1} ${line.trim()}`] : [])),
  )
}

describe('API paths', () => {
  it('are written in no file of src/ (the console calls contract/endpoints)', () => {
    const files = sourceFiles(path.join(repoRoot, 'src'))
    expect(files.flatMap((file) => apiPathLiterals(path.relative(repoRoot, file), readFileSync(file, 'utf8')))).toEqual([])
  })

  it('are found in a string or a template, not in a comment', () => {
    const sample = "// GET /v1/admin/x/\nconst a = '/v1/admin/a/'\nconst b = `${host}/v1/admin/${id}/`\nconst c = 'v1'"
    expect(apiPathLiterals('sample.ts', sample)).toEqual(["sample.ts:2 '/v1/admin/a/'", 'sample.ts:3 }/v1/admin/${'])
  })
})

describe('the server’s handlers', () => {
  it('read query parameters only through their declaration (no QueryReader, no searchParams)', () => {
    const files = ['server/routes', 'server/live'].flatMap((folder) => sourceFiles(path.join(repoRoot, folder)))
    expect(handReadQueries(files)).toEqual([])
  })

  it('a query read by hand is found where there is one', () => {
    const sample = path.join(repoRoot, 'tests/tooling/fixtures/query-by-hand.ts')
    expect(handReadQueries([sample]).map((line) => line.replace(/^.*:(\d+) .*$/, '$1'))).toEqual(['2', '3', '4'])
  })
})
