import { noContent, ok } from '../answers'
import { declareEndpoint, type EndpointTag } from '../endpoint'
import { ClientRequest } from '../schemas/client-requests'
import { ClaimBody, ClaimConflictBody, PresenceBody } from '../schemas/live'

/** What the OpenAPI document says of every path of the live extension. */
const liveExtension =
  'Расширение контракта (x-extension): поток событий, присутствие и работа с запросами клиентов. ' +
  'Бэкенд без него этих путей не имеет (404), и консоль работает как прежде: опрашивает списки.'

const tag: EndpointTag = {
  name: 'live',
  description:
    'Поток событий, присутствие и работа с запросами клиентов (claimed_by_email, claimed_at, claim_expires_at). Расширение контракта (x-extension)',
  extension: true,
}

const claimed = { description: 'Запрос в работе у другого сотрудника (code: claimed): current — запрос сейчас', struct: ClaimConflictBody }

/** The live extension: the event stream, presence, and claims on client requests. */
export const liveEndpoints = {
  events: declareEndpoint({
    method: 'get',
    path: '/v1/admin/events/',
    summary: 'Поток событий (text/event-stream): записи, подтверждения, присутствие, работа с запросами',
    tag,
    extension: liveExtension,
    headers: [
      {
        name: 'Last-Event-ID',
        in: 'header',
        description:
          'id последнего полученного события: после переподключения (в пределах 5 минут) приходят все пропущенные, иначе событие reset',
        schema: { type: 'string' },
      },
    ],
    answers: {
      200: {
        description:
          'События `event: record|approval|presence|claim|reset` с `id:` и `data:` (JSON); комментарий-пульс каждые 15 с. ' +
          'Событие о том, что роль не может читать (журнал без audit_log.read), ей не приходит.',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    },
  }),
  presence: declareEndpoint({
    method: 'put',
    path: '/v1/admin/presence/',
    summary: 'Присутствие: смотрю или редактирую запись (повторять каждые 15 с; истекает через 45 с), mode "left" — ушёл',
    tag,
    extension: liveExtension,
    body: PresenceBody,
    answers: { 204: { description: 'Принято' } },
  }),
  next: declareEndpoint({
    method: 'post',
    path: '/v1/admin/client-requests/next/',
    permission: 'records.edit',
    summary: 'Следующая заявка: берёт в работу самый старый ничей запрос в статусе «new» (одной транзакцией) и отвечает им',
    tag,
    extension: liveExtension,
    answers: { 200: ok(ClientRequest, 'Запрос, теперь ваш'), 204: { ...noContent, description: 'Ничьих новых запросов нет' } },
  }),
  claim: declareEndpoint({
    method: 'post',
    path: '/v1/admin/client-requests/{client_request_uuid}/claim/',
    permission: 'records.edit',
    summary: `Взять запрос в работу (на CLAIM_TTL_MINUTES, по умолчанию 30 минут); {takeover: true, reason} — перехватить у другого`,
    tag,
    extension: liveExtension,
    body: ClaimBody,
    answers: { 200: ok(ClientRequest, 'Запрос, теперь ваш'), 409: claimed },
  }),
  release: declareEndpoint({
    method: 'post',
    path: '/v1/admin/client-requests/{client_request_uuid}/release/',
    permission: 'records.edit',
    summary: 'Освободить свой запрос',
    tag,
    extension: liveExtension,
    answers: { 200: ok(ClientRequest, 'Запрос, теперь ничей'), 409: claimed },
  }),
}
