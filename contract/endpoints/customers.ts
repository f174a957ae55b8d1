import { ok } from '../answers'
import { day, dayUntil, enumList, foldedSearch, moneyBound, moneyBoundAbove, ordering, pageQuery } from '../codecs'
import { declareEndpoint } from '../endpoint'
import { Approval } from '../schemas/approvals'
import { DetailBody } from '../schemas/common'
import {
  Customer,
  CustomerDetails,
  customerOrderingFields,
  CustomerPage,
  customerStatuses,
  OtpAnswer,
  TopUpBody,
} from '../schemas/customers'

/** «Пользователи»: the list (the one list of the contract whose arrays are comma-joined), a customer, a top-up, a one-time code. */
export const customerEndpoints = {
  list: declareEndpoint({
    method: 'get',
    path: '/v1/admin/users/customers/',
    summary: 'Пользователи',
    tag: 'customers',
    query: {
      ...pageQuery,
      search: foldedSearch('Почта, имя, фамилия, телефон, компания', { phones: true }),
      status: enumList(customerStatuses, { comma: 'Через запятую: status=active,blocked' }),
      registered_from: day('Зарегистрирован не раньше этого дня'),
      registered_to: dayUntil('registered_from', 'Зарегистрирован не позже этого дня'),
      balance_min: moneyBound('баланс не меньше'),
      balance_max: moneyBoundAbove('balance_min', 'баланс не больше'),
      ordering: ordering(customerOrderingFields, '-registered_at'),
    },
    answers: { 200: ok(CustomerPage) },
  }),
  details: declareEndpoint({
    method: 'get',
    path: '/v1/admin/users/customers/{customer_uuid}/',
    summary: 'Пользователь и 10 последних операций',
    tag: 'customers',
    answers: { 200: ok(CustomerDetails) },
  }),
  topUp: declareEndpoint({
    method: 'patch',
    path: '/v1/admin/users/customers/{customer_uuid}/fill_up_balance/',
    permission: 'customers.top_up',
    summary: 'Пополнение баланса (идемпотентное)',
    tag: 'customers',
    headers: [
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: true,
        description:
          'UUID. Тот же ключ и тело: прежний ответ без второго пополнения; другое тело: 422; пока первый запрос выполняется: 409',
        schema: { type: 'string', format: 'uuid' },
      },
    ],
    body: TopUpBody,
    answers: {
      200: ok(Customer),
      202: {
        description:
          'Сумма от порога (profile.approval_threshold): деньги не зачислены, создан запрос на подтверждение (расширение контракта)',
        struct: Approval,
      },
      409: { description: 'Запрос с этим ключом ещё выполняется', struct: DetailBody },
    },
  }),
  issueOtp: declareEndpoint({
    method: 'post',
    path: '/v1/admin/users/customers/{customer_uuid}/issue-otp/',
    permission: 'customers.issue_otp',
    summary: 'Одноразовый код (10 минут)',
    tag: 'customers',
    answers: { 201: ok(OtpAnswer, 'Создан') },
  }),
}
