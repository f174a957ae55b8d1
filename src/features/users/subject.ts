/** The subject type of a customer's page (`/users/:uuid`): «Пополнить баланс» there needs no picker. */
export const customerSubject = 'customer'
