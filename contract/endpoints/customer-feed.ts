import { noContent, ok } from '../answers'
import { enumList, pageQuery } from '../codecs'
import { declareEndpoint } from '../endpoint'
import { DetailBody } from '../schemas/common'
import { CustomerNote, NoteBody, TimelineItemPage, timelineKinds } from '../schemas/timeline'

const extension =
  'Расширение контракта (x-extension): заметки сотрудников о пользователе. Текст 1..2000 символов без пробелов по краям. ' +
  'Изменить или удалить заметку может только её автор (иначе 403) и только в первые 15 минут (после — 409). Каждое действие попадает в журнал.'

const notesPath = '/v1/admin/users/customers/{customer_uuid}/notes/'
const notePath = '/v1/admin/users/customers/{customer_uuid}/notes/{note_uuid}/'

/** Staff notes about a customer (an extension): written, changed and deleted by their author within 15 minutes. */
export const customerNoteEndpoints = {
  create: declareEndpoint({
    method: 'post',
    path: notesPath,
    summary: 'Заметка о пользователе',
    tag: 'customers',
    extension,
    body: NoteBody,
    answers: { 201: ok(CustomerNote, 'Создана') },
  }),
  edit: declareEndpoint({
    method: 'patch',
    path: notePath,
    summary: 'Изменить заметку (автор, 15 минут)',
    tag: 'customers',
    extension,
    body: NoteBody,
    answers: {
      200: ok(CustomerNote),
      403: { description: 'Заметка другого сотрудника', struct: DetailBody },
      409: { description: 'Прошло больше 15 минут', struct: DetailBody },
    },
  }),
  remove: declareEndpoint({
    method: 'delete',
    path: notePath,
    summary: 'Удалить заметку (автор, 15 минут)',
    tag: 'customers',
    extension,
    answers: {
      204: noContent,
      403: { description: 'Заметка другого сотрудника', struct: DetailBody },
      409: { description: 'Прошло больше 15 минут', struct: DetailBody },
    },
  }),
}

/** A customer's feed (an extension): operations, codes, referrals, notes and changes, newest first. */
export const customerTimelineEndpoints = {
  timeline: declareEndpoint({
    method: 'get',
    path: '/v1/admin/users/customers/{customer_uuid}/timeline/',
    summary: 'Лента пользователя: операции, коды, рефералы, заметки, изменения; новые сверху',
    tag: 'customers',
    extension:
      'Расширение контракта (x-extension): бэкенд без ленты отвечает 404, и консоль собирает ленту из операций, рефералов и журнала. ' +
      'kind повторяется для фильтра (kind=note&kind=operation); без него — все виды. change — записи журнала о пользователе, ' +
      'кроме пополнений и кодов (они уже в ленте). Порядок: at по убыванию, затем запись по убыванию, затем kind.',
    query: { ...pageQuery, kind: enumList(timelineKinds) },
    answers: { 200: ok(TimelineItemPage) },
  }),
}
