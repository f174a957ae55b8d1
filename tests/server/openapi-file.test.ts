import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createBackend } from '../../server/backend'
import { openApiFile, openApiText } from '../../server/openapi'

/** docs/openapi.json is the document the server serves; `npm run openapi` writes it again after a change. */
test(`${openApiFile} is what GET /v1/openapi.json serves`, async () => {
  const backend = await createBackend({ databaseFile: ':memory:', customers: 3 })
  try {
    const response = await backend.app.request('/v1/openapi.json')
    expect(response.status).toBe(200)
    const served: unknown = await response.json()
    const kept = readFileSync(resolve(import.meta.dirname, '../..', openApiFile), 'utf8')
    expect(JSON.parse(kept), `${openApiFile} is stale: run npm run openapi`).toEqual(served)
    expect(kept === openApiText(served), `${openApiFile} is not as npm run openapi writes it: run it`).toBe(true)
  } finally {
    await backend.close()
  }
})
