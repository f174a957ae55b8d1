import { ok } from '../answers'
import { declareEndpoint } from '../endpoint'
import { Capabilities } from '../schemas/capabilities'

/** What the backend offers beyond the contract in its lists and records (an extension: another backend answers 404). */
export const capabilitiesEndpoint = declareEndpoint({
  method: 'get',
  path: '/v1/admin/capabilities/',
  summary: 'Расширенные фильтры списков, сторно и возврат записей к версии',
  tag: {
    name: 'capabilities',
    description:
      'Какие параметры-расширения (x-extension) принимают списки: balance_min/balance_max у пользователей, amount_min/amount_max у операций; есть ли сторно пополнений и возврат записей к версии. Расширение контракта',
    extension: true,
  },
  extension:
    'Расширение контракта (x-extension): параметры-расширения каждого списка (x-extension в их описании), по пути списка. ' +
    'Бэкенд без этого вызова отвечает 404, и консоль их не отправляет: поле в строке запроса говорит «Сервер не поддерживает фильтр по …». ' +
    'record_revert: true — записи можно вернуть к версии (versions/{version}/revert/); без него «Вернуть к этой версии» недоступно и ничего не отправляется',
  answers: { 200: ok(Capabilities) },
})
