import type { PaletteCommand } from '../lib/commands'
import { paths } from '../lib/paths'

const screens = [
  { path: paths.dashboard, keys: 'g d', keywords: ['dashboard', 'главная', 'сводка'] },
  { path: paths.users, keys: 'g u', keywords: ['users', 'клиенты', 'customers'] },
  { path: paths.operations, keys: 'g o', keywords: ['finance', 'финансы', 'деньги', 'operations'] },
  { path: paths.stats, keys: 'g s', keywords: ['stats', 'графики', 'statistics'] },
  { path: paths.benchmarks, keys: 'g b', keywords: ['benchmarks', 'нормы'] },
  { path: paths.requests, keys: 'g q', keywords: ['requests', 'заявки'] },
  { path: paths.requestAccounts, keys: 'g a', keywords: ['accounts', 'кабинеты'] },
  { path: paths.referrals, keys: 'g r', keywords: ['referrals', 'приглашения'] },
] as const

/** «Перейти: …» for every screen of the shell, with its `g` sequence. */
export const navigationCommands: PaletteCommand[] = screens.map(({ path, keys, keywords }) => ({
  id: `go:${path.path}`,
  label: `Перейти: ${path.title}`,
  group: 'Переходы',
  keywords,
  shortcut: keys,
  run: (context) => context.navigate(path.getHref()),
}))
