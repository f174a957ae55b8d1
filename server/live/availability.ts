import type { Backend } from '../context'
import { notFound } from '../http/errors'

/** What the OpenAPI document says of every path of the live extension. */
export const liveExtension =
  'Расширение контракта (x-extension): поток событий, присутствие и работа с запросами клиентов. ' +
  'Бэкенд без него этих путей не имеет (404), и консоль работает как прежде: опрашивает списки.'

/** A 404, as a backend without the live extension answers, while a test control has switched it off. */
export function requireLive(backend: Backend): void {
  if (backend.controls?.withoutLive) throw notFound()
}
