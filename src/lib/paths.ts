/** The console's routes: one table, so links and the router never disagree. */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  signIn: { path: '/sign-in', getHref: () => '/sign-in' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard', title: 'Дэшбоард' },
  users: { path: '/users', getHref: () => '/users', title: 'Пользователи' },
  user: {
    path: '/users/:uuid',
    getHref: (uuid: string) => `/users/${encodeURIComponent(uuid)}`,
    title: 'О пользователе',
  },
  stats: { path: '/stats', getHref: () => '/stats', title: 'Статистика' },
  requests: {
    path: '/requests',
    getHref: () => '/requests',
    title: 'Запросы клиентов',
  },
  referrals: { path: '/referrals', getHref: () => '/referrals', title: 'Рефералы' },
  operations: { path: '/operations', getHref: () => '/operations', title: 'Операции' },
  journal: { path: '/journal', getHref: () => '/journal', title: 'Журнал' },
  approvals: { path: '/approvals', getHref: () => '/approvals', title: 'Подтверждения' },
} as const

/** Document title: '{title} - {product name}', or the product name alone. */
export function documentTitle(productName: string, title?: string): string {
  return title ? `${title} - ${productName}` : productName
}
