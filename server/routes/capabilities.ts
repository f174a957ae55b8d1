import { Capabilities, capabilitiesPath } from '../../contract/schemas/capabilities'
import { defineEndpoint, type Endpoint } from '../endpoint'
import { ok } from '../openapi-parameters'

/** The extension parameters of every GET endpoint that has some (`x-extension` in its declaration), by path. */
export function extensionFilters(endpoints: readonly Endpoint[]): Capabilities['list_filters'] {
  const filters: Record<string, string[]> = {}
  for (const endpoint of endpoints) {
    const names = (endpoint.parameters ?? []).filter((parameter) => parameter['x-extension']).map((parameter) => parameter.name)
    if (endpoint.method === 'get' && names.length > 0) filters[endpoint.path] = names
  }
  return filters
}

/** GET /v1/admin/capabilities/: read once by the console, so that it never sends a filter the backend lacks. */
export function capabilitiesEndpoint(endpoints: () => readonly Endpoint[]): Endpoint {
  return defineEndpoint({
    method: 'get',
    path: capabilitiesPath,
    summary: 'Расширенные фильтры списков',
    tag: 'capabilities',
    extension:
      'Расширение контракта (x-extension): параметры-расширения каждого списка (x-extension в их описании), по пути списка. ' +
      'Бэкенд без этого вызова отвечает 404, и консоль их не отправляет: поле в строке запроса говорит «Сервер не поддерживает фильтр по …»',
    answers: { 200: ok(Capabilities) },
    handle: ({ c }) => {
      const answer: Capabilities = { list_filters: extensionFilters(endpoints()) }
      return c.json(answer)
    },
  })
}
