import { ok } from '../answers'
import { declareEndpoint } from '../endpoint'
import { Capabilities } from '../schemas/capabilities'

/** What the backend offers beyond the contract in its lists (an extension: another backend answers 404). */
export const capabilitiesEndpoint = declareEndpoint({
  method: 'get',
  path: '/v1/admin/capabilities/',
  summary: 'Расширенные фильтры списков',
  tag: {
    name: 'capabilities',
    description:
      'Какие параметры-расширения (x-extension) принимают списки: balance_min/balance_max у пользователей, amount_min/amount_max у операций. Расширение контракта',
    extension: true,
  },
  extension:
    'Расширение контракта (x-extension): параметры-расширения каждого списка (x-extension в их описании), по пути списка. ' +
    'Бэкенд без этого вызова отвечает 404, и консоль их не отправляет: поле в строке запроса говорит «Сервер не поддерживает фильтр по …»',
  answers: { 200: ok(Capabilities) },
})
