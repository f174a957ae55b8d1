import { describeError, isHttpError } from '../api/errors'
import type { RecordLoad } from '../lib/form'

/** The part of a query result an edit drawer needs to know whether its record is there. */
export interface RecordQuery {
  /** The record, or undefined while there is none (yet). */
  data: unknown
  error: unknown
  isFetching: boolean
  refetch: () => unknown
}

/**
 * The state of an edit drawer's record for FormDrawer: loading, there, gone (404: «Запись не
 * найдена») or failed (the reason); both failures offer «Повторить».
 */
export function recordLoad(query: RecordQuery, subject: string): RecordLoad {
  if (query.data !== undefined) return { status: 'ready' }
  if (!query.error) return { status: 'loading' }
  const missing = isHttpError(query.error) && query.error.status === 404
  return {
    status: 'failed',
    title: missing ? 'Запись не найдена' : `Не удалось загрузить ${subject}`,
    message: missing ? undefined : describeError(query.error),
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
  }
}
