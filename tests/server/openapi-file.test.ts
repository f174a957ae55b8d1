import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createBackend } from '../../server/backend'
import { openApiFile, openApiText } from '../../server/openapi'

/** The document a server serves, with or without its test controls. */
async function servedDocument(testControls: boolean): Promise<unknown> {
  const backend = await createBackend({ databaseFile: ':memory:', customers: 3, testControls })
  try {
    const response = await backend.app.request('/v1/openapi.json')
    expect(response.status).toBe(200)
    return await response.json()
  } finally {
    await backend.close()
  }
}

/** docs/openapi.json is the document the server serves; `npm run openapi` writes it again after a change. */
test(`${openApiFile} is what GET /v1/openapi.json serves`, async () => {
  const served = await servedDocument(false)
  const kept = readFileSync(resolve(import.meta.dirname, '../..', openApiFile), 'utf8')
  expect(JSON.parse(kept), `${openApiFile} is stale: run npm run openapi`).toEqual(served)
  expect(kept === openApiText(served), `${openApiFile} is not as npm run openapi writes it: run it`).toBe(true)
})

test('the test controls stay out of the document: a server with them serves the same one', async () => {
  const withControls = await servedDocument(true)
  expect(withControls).toEqual(await servedDocument(false))
  expect(JSON.stringify(withControls)).not.toContain('__test__')
})
