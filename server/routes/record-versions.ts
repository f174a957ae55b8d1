import type { Context } from 'hono'
import { mask, StructError, type Struct } from 'superstruct'
import { recordVersionEndpoints } from '../../contract/endpoints/record-versions'
import { BenchmarkEditBody } from '../../contract/schemas/benchmarks'
import { ClientAccountEditBody } from '../../contract/schemas/client-accounts'
import { ClientRequestEditBody } from '../../contract/schemas/client-requests'
import type { AppEnv } from '../auth/app-env'
import { conflict, notFound } from '../core/errors'
import type { Db } from '../db/open'
import type { Backend } from '../handler/context'
import { defineEndpoint } from '../handler/endpoint'
import { editVersioned, keptVersion, type VersionedEdit, type VersionedRecord } from '../handler/versions'
import { benchmarkEdit, findBenchmark } from './benchmarks'
import { clientAccountEdit, findAccount } from './client-accounts'
import { clientRequestEdit, findRequest } from './client-requests'

/** One record of a type that keeps versions: its edit by a body (its route's), and the body's struct. */
interface VersionedType<Row, Json extends VersionedRecord, Body> {
  edit: (body: Body) => VersionedEdit<Row, Json>
  /** What of a version's values an edit writes. */
  body: Struct<Body, unknown>
}

function versionNumber(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw notFound('Такой версии нет.')
  return Number(raw)
}

/** The record as it was at version `version` (404 when that version was not kept). */
function versionValues<Row, Json extends VersionedRecord, Body>(db: Db, type: VersionedType<Row, Json, Body>, version: number): unknown {
  const edit = type.edit(mask({}, type.body))
  const values = keptVersion(db, edit.targetUuid, edit.json(edit.find()), version)
  if (values === undefined) throw notFound(`Версия ${version} этой записи не сохранилась.`)
  return values
}

/**
 * Returns the record to version `raw`: that version's values written as an edit (a new version,
 * under If-Match: 412 and nothing changed when the record has moved on), journaled with
 * `reverted_from` («Возврат к версии N»).
 */
function revert<Row, Json extends VersionedRecord, Body>(
  c: Context<AppEnv>,
  backend: Backend,
  type: VersionedType<Row, Json, Body>,
  raw: string,
): Response {
  const version = versionNumber(raw)
  const values = versionValues(backend.db, type, version)
  let body: Body
  try {
    body = mask(values, type.body)
  } catch (error) {
    if (!(error instanceof StructError)) throw error
    throw conflict(`Значения версии ${version} не проходят сегодняшнюю проверку (${error.key ?? 'запись'}): измените запись правкой.`)
  }
  return editVersioned(c, backend, type.edit(body), version)
}

function benchmark(db: Db, rawUuid: string) {
  const uuid = findBenchmark(db, rawUuid).uuid
  return { edit: (body: BenchmarkEditBody) => benchmarkEdit(db, uuid, body), body: BenchmarkEditBody }
}

function clientAccount(db: Db, rawUuid: string) {
  const uuid = findAccount(db, rawUuid).uuid
  return { edit: (body: ClientAccountEditBody) => clientAccountEdit(db, uuid, body), body: ClientAccountEditBody }
}

function clientRequest(db: Db, rawUuid: string) {
  const uuid = findRequest(db, rawUuid).uuid
  return { edit: (body: ClientRequestEditBody) => clientRequestEdit(db, uuid, body), body: ClientRequestEditBody }
}

const { benchmark: benchmarkVersions, client_account: accountVersions, client_request: requestVersions } = recordVersionEndpoints

/** Each record type's version read and «вернуть к версии», in contract/endpoints/record-versions' order. */
export const recordVersionRoutes = [
  defineEndpoint(benchmarkVersions.read, ({ c, backend: { db }, param }) =>
    c.json(versionValues(db, benchmark(db, param('benchmark_uuid')), versionNumber(param('version')))),
  ),
  defineEndpoint(benchmarkVersions.revert, ({ c, backend, param }) =>
    revert(c, backend, benchmark(backend.db, param('benchmark_uuid')), param('version')),
  ),
  defineEndpoint(accountVersions.read, ({ c, backend: { db }, param }) =>
    c.json(versionValues(db, clientAccount(db, param('client_request_account_uuid')), versionNumber(param('version')))),
  ),
  defineEndpoint(accountVersions.revert, ({ c, backend, param }) =>
    revert(c, backend, clientAccount(backend.db, param('client_request_account_uuid')), param('version')),
  ),
  defineEndpoint(requestVersions.read, ({ c, backend: { db }, param }) =>
    c.json(versionValues(db, clientRequest(db, param('client_request_uuid')), versionNumber(param('version')))),
  ),
  defineEndpoint(requestVersions.revert, ({ c, backend, param }) =>
    revert(c, backend, clientRequest(backend.db, param('client_request_uuid')), param('version')),
  ),
]
