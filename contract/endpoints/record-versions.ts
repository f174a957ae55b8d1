import type { Struct } from 'superstruct'
import { ifMatchHeader, ok, versioned, versionMismatch } from '../answers'
import { declareEndpoint } from '../endpoint'
import { Benchmark } from '../schemas/benchmarks'
import { ClientAccount } from '../schemas/client-accounts'
import { ClientRequest } from '../schemas/client-requests'
import { DetailBody } from '../schemas/common'

const extension =
  'Расширение контракта (x-extension): версии нормы, кабинета клиента и запроса клиента. Сервер хранит значения каждой версии ' +
  '(с первой правки записи); «вернуть к версии» записывает их новой версией (номер растёт, как при любой правке), с If-Match ' +
  'версии, которую видел сотрудник: иначе 412 и ничего не меняется. Журнал пишет это как правку (action update) с reverted_from. ' +
  'Бэкенд без расширения не называет его в /v1/admin/capabilities/ (record_revert), и консоль ничего не отправляет'

const versionMissing = { description: 'Записи нет, или эта версия не сохранилась', struct: DetailBody }

/** The versions of a record type whose record lives at `recordPath` (`/v1/admin/benchmarks/{benchmark_uuid}/`). */
function versionEndpoints<RecordPath extends string, T, S>(recordPath: RecordPath, record: Struct<T, S>, noun: string, tag: string) {
  return {
    read: declareEndpoint({
      method: 'get',
      path: `${recordPath}versions/{version}/` as `${RecordPath}versions/{version}/`,
      summary: `${noun}: значения версии`,
      tag,
      extension,
      answers: { 200: ok(record, 'Запись, какой она была в этой версии'), 404: versionMissing },
    }),
    revert: declareEndpoint({
      method: 'post',
      path: `${recordPath}versions/{version}/revert/` as `${RecordPath}versions/{version}/revert/`,
      permission: 'records.edit',
      summary: `${noun}: вернуть к версии (новая версия с её значениями)`,
      tag,
      extension,
      headers: [ifMatchHeader],
      answers: { 200: versioned(record, 'Новая версия'), 404: versionMissing, 412: versionMismatch(record) },
    }),
  }
}

/** «Вернуть к этой версии» of the record types that keep versions, by their journal's record type. */
export const recordVersionEndpoints = {
  benchmark: versionEndpoints('/v1/admin/benchmarks/{benchmark_uuid}/', Benchmark, 'Норма', 'benchmarks'),
  client_account: versionEndpoints(
    '/v1/admin/client-requests-accounts/{client_request_account_uuid}/',
    ClientAccount,
    'Кабинет клиента',
    'client-accounts',
  ),
  client_request: versionEndpoints('/v1/admin/client-requests/{client_request_uuid}/', ClientRequest, 'Запрос клиента', 'client-requests'),
}
