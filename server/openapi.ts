import { declaredParameters, type Answer, type AnyEndpoint, type EndpointTag, type Parameter } from '../contract/endpoint'
import { endpointDeclarations } from '../contract/endpoints/index'
import { PermissionErrorBody } from '../contract/schemas/approvals'
import { AuthErrorBody, DetailBody, ValidationErrorBody } from '../contract/schemas/common'
import { components, jsonSchemaOf, type JsonSchema } from './openapi-schema'

const errorAnswers = {
  401: { description: 'Нет токена, токен истёк, испорчен или отозван (code: token_not_valid)', struct: AuthErrorBody },
  403: {
    description: 'Роли не хватает права из x-permission (code: permission_denied); расширение контракта',
    struct: PermissionErrorBody,
  },
  404: { description: 'Не найдено', struct: DetailBody },
  413: { description: 'Тело запроса больше 1 МБ: отклонено, не дочитывая', struct: DetailBody },
  422: { description: 'Ошибки проверки: по записи на поле, loc = ["body"|"query"|"header", имя]', struct: ValidationErrorBody },
} satisfies Record<number, Answer>

function answerObject(answer: Answer): JsonSchema {
  const content = answer.struct ? { 'application/json': { schema: jsonSchemaOf(answer.struct) } } : answer.content
  return { description: answer.description, ...(content ? { content } : {}), ...(answer.headers ? { headers: answer.headers } : {}) }
}

const tagName = (tag: string | EndpointTag): string => (typeof tag === 'string' ? tag : tag.name)

/** The document's tags, in the order their first endpoints come, each with the words its endpoints declare. */
function documentTags(endpoints: readonly AnyEndpoint[]): JsonSchema[] {
  const tags = new Map<string, JsonSchema>()
  for (const { tag } of endpoints) {
    if (typeof tag !== 'string') {
      const { name, description, extension } = tag
      tags.set(name, { name, description, ...(extension ? { 'x-extension': true } : {}) })
    } else if (!tags.has(tag)) tags.set(tag, { name: tag })
  }
  return [...tags.values()]
}

/** The OpenAPI 3.1 document, from the contract's endpoint declarations and the structs they validate with. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const endpoint of endpointDeclarations) {
    const pathParameters: Parameter[] = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1] ?? '',
      in: 'path',
      required: true,
      // A record's version (contract/endpoints/record-versions) is its number; every other path parameter a UUID.
      schema: match[1] === 'version' ? { type: 'integer', minimum: 1 } : { type: 'string', format: 'uuid' },
    }))
    const answers: Record<number, Answer> = { ...endpoint.answers }
    if (endpoint.auth !== false) answers[401] ??= errorAnswers[401]
    if (endpoint.permission) answers[403] ??= errorAnswers[403]
    if (pathParameters.length > 0 || endpoint.answers[404]) answers[404] ??= errorAnswers[404]
    if (endpoint.body) answers[413] ??= errorAnswers[413]
    const parameters = declaredParameters(endpoint)
    if (endpoint.body || parameters.length > 0) answers[422] ??= errorAnswers[422]
    const entry: JsonSchema = {
      operationId: `${endpoint.method}${endpoint.path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
      summary: endpoint.summary,
      tags: [tagName(endpoint.tag)],
      parameters: [...pathParameters, ...parameters],
      responses: Object.fromEntries(Object.entries(answers).map(([status, answer]) => [status, answerObject(answer)])),
    }
    if (endpoint.extension) {
      entry.description = endpoint.extension
      entry['x-extension'] = true
    }
    if (endpoint.permission) entry['x-permission'] = endpoint.permission
    if (endpoint.auth === false) entry.security = []
    if (endpoint.body) entry.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(endpoint.body) } } }
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: entry }
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Heatmap Admin API',
      version: '1.0.0',
      description:
        'Административный API. Деньги: строки с двумя знаками ("1500.00"); время: ISO 8601 с +03:00; дни: YYYY-MM-DD. ' +
        'Списки: page, page_size (до 500), ответ {count, next, previous, results}. Массивы в запросе повторяются (type=a&type=b), ' +
        'кроме списка пользователей (status=a,b). Тело запроса больше 1 МБ: 413. Вход и обновление токенов ограничены по частоте: 429 с Retry-After. ' +
        'Пути с x-extension (тег audit-log, «Журнал») — расширение контракта: другой бэкенд может их не иметь (404). ' +
        'Тоже расширение: у норм, кабинетов и запросов есть version (растёт с каждым изменением, в ответах записи — и заголовок ETag); ' +
        'правка или удаление с If-Match другой версии — 412 с current, без заголовка — без проверки; set-active с expected_active_uuid — 409, если активна уже другая.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: documentTags(endpointDeclarations),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: Object.fromEntries(components.map(([name, struct]) => [name, jsonSchemaOf(struct, { inline: true })])),
    },
  }
}

/** Where the repository keeps the document (written by `npm run openapi`), relative to its root. */
export const openApiFile = 'docs/openapi.json'

/** The document as the repository keeps it: indented JSON with a final newline. */
export const openApiText = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`
