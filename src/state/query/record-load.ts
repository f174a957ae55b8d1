import { isHttpError } from '../../api/errors'
import type { RecordLoad } from '../../lib/form'
import { queryFailure, type FailedQuery } from './query-failure'

/** The part of a query result an edit drawer needs to know whether its record is there. */
export interface RecordQuery extends FailedQuery {
  /** The record, or undefined while there is none (yet). */
  data: unknown
}

/**
 * The state of an edit drawer's record for FormDrawer: loading, there, gone (404: «Запись не
 * найдена») or failed (the reason); both failures offer «Повторить».
 */
export function recordLoad(query: RecordQuery, subject: string): RecordLoad {
  if (query.data !== undefined) return { status: 'ready' }
  if (!query.error) return { status: 'loading' }
  const failure = queryFailure(query)
  // A record that is gone needs no reason; «Повторить» stays, as it may be back.
  if (isHttpError(query.error) && query.error.status === 404)
    return { status: 'failed', title: 'Запись не найдена', ...failure, message: undefined }
  return { status: 'failed', title: `Не удалось загрузить ${subject}`, ...failure }
}
