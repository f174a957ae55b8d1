import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openApiDocument, openApiFile, openApiText } from './openapi'

/** `npm run openapi`: writes the OpenAPI document the server serves into the repository. */
const path = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', openApiFile)
mkdirSync(dirname(path), { recursive: true })
writeFileSync(path, openApiText(openApiDocument()))
console.log(`OpenAPI: ${openApiFile}`)
