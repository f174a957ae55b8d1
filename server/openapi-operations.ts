import { AuditEntryPage, auditActions, auditTargetTypes } from '../src/api/schemas/audit-log'
import { Profile, RefreshBody, SignInBody, TokenPair } from '../src/api/schemas/auth'
import {
  BenchmarkCreateBody,
  BenchmarkEditBody,
  BenchmarkPage,
  Benchmark,
  benchmarkCategories,
  benchmarkOrderingFields,
} from '../src/api/schemas/benchmarks'
import {
  ClientAccount,
  ClientAccountCreateBody,
  ClientAccountEditBody,
  ClientAccountPage,
  clientAccountOrderingFields,
} from '../src/api/schemas/client-accounts'
import {
  ClientRequest,
  ClientRequestCreateBody,
  ClientRequestEditBody,
  ClientRequestPage,
  clientRequestOrderingFields,
  clientRequestStatuses,
} from '../src/api/schemas/client-requests'
import { AuthErrorBody, DetailBody } from '../src/api/schemas/common'
import {
  Customer,
  CustomerDetails,
  CustomerPage,
  OtpAnswer,
  TopUpBody,
  customerOrderingFields,
  customerStatuses,
} from '../src/api/schemas/customers'
import { FinanceOperationPage, financeOperationOrderingFields, financeOperationTypes } from '../src/api/schemas/finance'
import { HeatmapModel, HeatmapModelList, SetActiveModelBody } from '../src/api/schemas/heatmap-models'
import { InvitedUserPage, ReferralCodePage, ReferralLinkPage } from '../src/api/schemas/referrals'
import { StatsOverall, StatsUsersPage, UserRetention, statsPeriods, statsSeriesAnswers } from '../src/api/schemas/stats'
import { csvSeparator } from './http/csv'
import { type AnyStruct, type JsonSchema } from './openapi-schema'

export interface Parameter {
  name: string
  in: 'query' | 'path' | 'header'
  required?: boolean
  description?: string
  schema: JsonSchema
  style?: 'form' | 'simple'
  explode?: boolean
}

export type Method = 'get' | 'post' | 'patch' | 'delete'

export interface Answer {
  description: string
  struct?: AnyStruct
  content?: Record<string, { schema: JsonSchema }>
  headers?: Record<string, { schema: JsonSchema; description?: string }>
}

export interface OperationSpec {
  method: Method
  path: string
  summary: string
  tag: string
  /** An extension of the contract (the journal): what it is, marked `x-extension` in the document. */
  extension?: string
  /** false for sign-in and refresh: no bearer token. */
  auth?: boolean
  parameters?: Parameter[]
  body?: AnyStruct
  answers: Record<number, Answer>
}

const pageParameters: Parameter[] = [
  { name: 'page', in: 'query', description: 'Страница, с 1', schema: { type: 'integer', minimum: 1, default: 1 } },
  { name: 'page_size', in: 'query', description: 'Размер страницы', schema: { type: 'integer', minimum: 1, maximum: 500, default: 25 } },
]
const search: Parameter = { name: 'search', in: 'query', schema: { type: 'string', maxLength: 200 } }
const dayParameter = (name: string, description: string): Parameter => ({ name, in: 'query', description, schema: { type: 'string', format: 'date' } })
const repeated = (name: string, values: readonly string[]): Parameter => ({
  name,
  in: 'query',
  description: 'Повторяется: name=a&name=b',
  style: 'form',
  explode: true,
  schema: { type: 'array', items: { type: 'string', enum: [...values] } },
})
const ordering = (fields: readonly string[], fallback: string): Parameter => ({
  name: 'ordering',
  in: 'query',
  description: `Поле сортировки, '-' впереди: по убыванию; по умолчанию ${fallback}`,
  schema: { type: 'string', enum: fields.flatMap((field) => [field, `-${field}`]) },
})
const uuidQuery = (name: string, required = false): Parameter => ({ name, in: 'query', required, schema: { type: 'string', format: 'uuid' } })
const seriesParameters: Parameter[] = [
  dayParameter('date_from', 'Первый день (включительно); по умолчанию 29 дней до date_to'),
  dayParameter('date_to', 'Последний день (включительно); по умолчанию сегодня'),
  { name: 'period', in: 'query', schema: { type: 'string', enum: [...statsPeriods], default: 'day' } },
]
const ok = (struct: AnyStruct, description = 'OK'): Answer => ({ description, struct })
const throttled = (description: string): Answer => ({
  description: `${description} (code: throttled); Retry-After: секунды до следующей попытки`,
  struct: AuthErrorBody,
  headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 }, description: 'Секунды' } },
})
const choice = (name: string, values: readonly string[]): Parameter => ({ name, in: 'query', schema: { type: 'string', enum: [...values] } })
const noContent: Answer = { description: 'Удалено' }

/** Every call of SPEC.md §7 as the reference server answers it. */
export const operations: OperationSpec[] = [
  {
    method: 'post',
    path: '/v1/admin/auth/signin/',
    summary: 'Вход',
    tag: 'auth',
    auth: false,
    body: SignInBody,
    answers: {
      200: ok(TokenPair),
      401: { description: 'Неверные учётные данные (code: invalid_credentials)', struct: AuthErrorBody },
      429: throttled('Слишком много неудачных входов для учётной записи или адреса; ответ при любом пароле'),
    },
  },
  {
    method: 'post',
    path: '/v1/admin/auth/refresh/',
    summary: 'Новая пара токенов; refresh-токен работает один раз',
    tag: 'auth',
    auth: false,
    body: RefreshBody,
    answers: {
      200: ok(TokenPair),
      401: { description: 'Токен истёк, отозван или уже использован (code: token_not_valid)', struct: AuthErrorBody },
      429: throttled('Слишком много обновлений для семейства токенов или адреса'),
    },
  },
  { method: 'get', path: '/v1/admin/profile/', summary: 'Профиль администратора', tag: 'auth', answers: { 200: ok(Profile) } },

  {
    method: 'get',
    path: '/v1/admin/users/customers/',
    summary: 'Пользователи',
    tag: 'customers',
    parameters: [
      ...pageParameters,
      { ...search, description: 'Почта, имя, фамилия, телефон, компания' },
      {
        name: 'status',
        in: 'query',
        description: 'Через запятую: status=active,blocked',
        style: 'form',
        explode: false,
        schema: { type: 'array', items: { type: 'string', enum: [...customerStatuses] } },
      },
      dayParameter('registered_from', 'Зарегистрирован не раньше этого дня'),
      dayParameter('registered_to', 'Зарегистрирован не позже этого дня'),
      ordering(customerOrderingFields, '-registered_at'),
    ],
    answers: { 200: ok(CustomerPage) },
  },
  { method: 'get', path: '/v1/admin/users/customers/{customer_uuid}/', summary: 'Пользователь и 10 последних операций', tag: 'customers', answers: { 200: ok(CustomerDetails) } },
  {
    method: 'patch',
    path: '/v1/admin/users/customers/{customer_uuid}/fill_up_balance/',
    summary: 'Пополнение баланса (идемпотентное)',
    tag: 'customers',
    parameters: [
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: true,
        description: 'UUID. Тот же ключ и тело: прежний ответ без второго пополнения; другое тело: 422; пока первый запрос выполняется: 409',
        schema: { type: 'string', format: 'uuid' },
      },
    ],
    body: TopUpBody,
    answers: { 200: ok(Customer), 409: { description: 'Запрос с этим ключом ещё выполняется', struct: DetailBody } },
  },
  { method: 'post', path: '/v1/admin/users/customers/{customer_uuid}/issue-otp/', summary: 'Одноразовый код (10 минут)', tag: 'customers', answers: { 201: ok(OtpAnswer, 'Создан') } },

  { method: 'get', path: '/v1/admin/stats/', summary: 'Общие показатели', tag: 'stats', answers: { 200: ok(StatsOverall) } },
  {
    method: 'get',
    path: '/v1/admin/stats/users-list/',
    summary: 'Активность пользователей за период',
    tag: 'stats',
    parameters: [
      ...pageParameters,
      ...seriesParameters.slice(0, 2),
      ordering(['analyzed_images', 'analyzed_projects', 'generated_outputs', 'generated_images', 'registered_at', 'email'], '-analyzed_images'),
    ],
    answers: { 200: ok(StatsUsersPage) },
  },
  ...Object.entries(statsSeriesAnswers).map(
    ([endpoint, struct]): OperationSpec => ({
      method: 'get',
      path: `/v1/admin/stats/${endpoint}/`,
      summary: `Ряд ${endpoint}`,
      tag: 'stats',
      parameters: seriesParameters,
      answers: { 200: ok(struct) },
    }),
  ),
  {
    method: 'get',
    path: '/v1/admin/stats/user-retention/',
    summary: 'Удержание по месяцам регистрации',
    tag: 'stats',
    parameters: [
      dayParameter('date_from', 'Первая когорта: месяц этого дня; по умолчанию 11 месяцев до date_to'),
      dayParameter('date_to', 'Последняя когорта: месяц этого дня; по умолчанию текущий месяц'),
    ],
    answers: { 200: ok(UserRetention) },
  },

  {
    method: 'get',
    path: '/v1/admin/benchmarks/',
    summary: 'Нормы',
    tag: 'benchmarks',
    parameters: [...pageParameters, { ...search, description: 'Название, описание' }, repeated('category', benchmarkCategories), ordering(benchmarkOrderingFields, '-created_at')],
    answers: { 200: ok(BenchmarkPage) },
  },
  { method: 'post', path: '/v1/admin/benchmarks/create/', summary: 'Новая норма (min_value <= max_value)', tag: 'benchmarks', body: BenchmarkCreateBody, answers: { 201: ok(Benchmark, 'Создана') } },
  { method: 'patch', path: '/v1/admin/benchmarks/{benchmark_uuid}/edit/', summary: 'Изменение нормы', tag: 'benchmarks', body: BenchmarkEditBody, answers: { 200: ok(Benchmark) } },
  { method: 'delete', path: '/v1/admin/benchmarks/{benchmark_uuid}/delete/', summary: 'Удаление нормы', tag: 'benchmarks', answers: { 204: noContent } },

  {
    method: 'get',
    path: '/v1/admin/client-requests-accounts/',
    summary: 'Кабинеты клиентов',
    tag: 'client-accounts',
    parameters: [
      ...pageParameters,
      { ...search, description: 'Название, компания, почта' },
      { name: 'is_active', in: 'query', schema: { type: 'boolean' } },
      ordering(clientAccountOrderingFields, '-created_at'),
    ],
    answers: { 200: ok(ClientAccountPage) },
  },
  { method: 'post', path: '/v1/admin/client-requests-accounts/create/', summary: 'Новый кабинет', tag: 'client-accounts', body: ClientAccountCreateBody, answers: { 201: ok(ClientAccount, 'Создан') } },
  { method: 'patch', path: '/v1/admin/client-requests-accounts/{client_request_account_uuid}/edit/', summary: 'Изменение кабинета', tag: 'client-accounts', body: ClientAccountEditBody, answers: { 200: ok(ClientAccount) } },
  {
    method: 'delete',
    path: '/v1/admin/client-requests-accounts/{client_request_account_uuid}/delete/',
    summary: 'Удаление кабинета',
    tag: 'client-accounts',
    answers: { 204: noContent, 409: { description: 'У кабинета есть запросы', struct: DetailBody } },
  },

  {
    method: 'get',
    path: '/v1/admin/client-requests/',
    summary: 'Запросы клиентов',
    tag: 'client-requests',
    parameters: [
      ...pageParameters,
      { ...search, description: 'Заголовок, описание, кабинет' },
      repeated('status', clientRequestStatuses),
      uuidQuery('client_request_account_uuid'),
      ordering(clientRequestOrderingFields, '-created_at'),
    ],
    answers: { 200: ok(ClientRequestPage) },
  },
  { method: 'post', path: '/v1/admin/client-requests/create/', summary: 'Новый запрос', tag: 'client-requests', body: ClientRequestCreateBody, answers: { 201: ok(ClientRequest, 'Создан') } },
  { method: 'patch', path: '/v1/admin/client-requests/{client_request_uuid}/edit/', summary: 'Изменение запроса', tag: 'client-requests', body: ClientRequestEditBody, answers: { 200: ok(ClientRequest) } },
  { method: 'delete', path: '/v1/admin/client-requests/{client_request_uuid}/delete/', summary: 'Удаление запроса', tag: 'client-requests', answers: { 204: noContent } },
  {
    method: 'get',
    path: '/v1/admin/client-requests/{client_request_uuid}/download-images/',
    summary: 'Изображения запроса одним zip-архивом',
    tag: 'client-requests',
    answers: {
      200: {
        description: 'Zip-архив (без сжатия)',
        content: { 'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } } },
        headers: {
          'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename="client-request-<uuid8>-images.zip"' },
          'Content-Length': { schema: { type: 'integer' } },
        },
      },
    },
  },

  { method: 'get', path: '/v1/admin/referral/code/', summary: 'Реферальные коды', tag: 'referrals', parameters: [...pageParameters, { ...search, description: 'Код, почта' }], answers: { 200: ok(ReferralCodePage) } },
  { method: 'get', path: '/v1/admin/referral/user-referrals/', summary: 'Кого пригласил пользователь', tag: 'referrals', parameters: [uuidQuery('customer_uuid', true), ...pageParameters], answers: { 200: ok(InvitedUserPage) } },
  {
    method: 'get',
    path: '/v1/admin/referral/all-users-referrals/',
    summary: 'Все приглашения',
    tag: 'referrals',
    parameters: [...pageParameters, { ...search, description: 'Почта пригласившего или приглашённого' }, dayParameter('date_from', 'Регистрация приглашённого не раньше'), dayParameter('date_to', 'Регистрация приглашённого не позже')],
    answers: { 200: ok(ReferralLinkPage) },
  },

  { method: 'get', path: '/v1/admin/heatmap-models/', summary: 'Модели тепловых карт', tag: 'heatmap-models', answers: { 200: ok(HeatmapModelList) } },
  { method: 'get', path: '/v1/admin/heatmap-models/active/', summary: 'Активная модель', tag: 'heatmap-models', answers: { 200: ok(HeatmapModel), 404: { description: 'Активной модели нет', struct: DetailBody } } },
  { method: 'post', path: '/v1/admin/heatmap-models/set-active/', summary: 'Сделать модель единственной активной', tag: 'heatmap-models', body: SetActiveModelBody, answers: { 200: ok(HeatmapModel) } },

  {
    method: 'get',
    path: '/v1/admin/finances/operations/',
    summary: 'Финансовые операции',
    tag: 'finances',
    parameters: [
      ...pageParameters,
      uuidQuery('customer_uuid'),
      repeated('type', financeOperationTypes),
      dayParameter('date_from', 'Не раньше этого дня'),
      dayParameter('date_to', 'Не позже этого дня'),
      ordering(financeOperationOrderingFields, '-created_at'),
    ],
    answers: { 200: ok(FinanceOperationPage) },
  },

  {
    method: 'get',
    path: '/v1/admin/elama/monthly-report/',
    summary: 'Месячный отчёт для eLama (CSV)',
    tag: 'elama',
    parameters: [{ name: 'month', in: 'query', description: 'YYYY-MM; по умолчанию прошлый месяц; не в будущем', schema: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } }],
    answers: {
      200: {
        description: `CSV: UTF-8 с BOM, разделитель «${csvSeparator}», строки через CRLF, кавычки по RFC 4180; текстовые ячейки, начинающиеся с = + - @, табуляции или CR, предваряются апострофом; суммы и числа записаны числами с точкой`,
        content: { 'text/csv': { schema: { type: 'string' } } },
        headers: { 'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename="elama-report-YYYY-MM.csv"' } },
      },
    },
  },

  {
    method: 'get',
    path: '/v1/admin/audit-log/',
    summary: 'Журнал: кто что изменил, новые сверху',
    tag: 'audit-log',
    extension:
      'Расширение контракта (x-extension): бэкенд без журнала отвечает 404, и консоль ведёт свой. Запись на каждое изменение через API ' +
      '(в той же транзакции), на вход, неудачный вход (без пароля) и отказ по частоте. changes: {поле: [до, после]}; у пополнения ' +
      '{amount: [null, сумма], balance: [до, после]}, comment — его комментарий. Записи только читаются: POST, PUT, PATCH, DELETE — 405.',
    parameters: [
      ...pageParameters,
      { name: 'actor_email', in: 'query', description: 'Почта того, кто действовал (без учёта регистра)', schema: { type: 'string', maxLength: 254 } },
      choice('action', auditActions),
      choice('target_type', auditTargetTypes),
      uuidQuery('target_uuid'),
      dayParameter('date_from', 'Не раньше этого дня'),
      dayParameter('date_to', 'Не позже этого дня'),
    ],
    answers: { 200: ok(AuditEntryPage), 404: { description: 'Сервер не ведёт журнал (расширения нет)', struct: DetailBody } },
  },
]
