import type { Page } from '@playwright/test'
import { apiGet, customersPath, expect, expectNoSeriousA11yViolationsInLightAndDark, signIn, test, type ListedCustomer } from './fixtures'

/** Issue 37: a customer is found the way Russian staff type: a phone with 8, е for ё, the surname first. */

interface SearchedCustomer extends ListedCustomer {
  phone: string | null
}

interface Spelling {
  what: string
  customer: SearchedCustomer
  typed: string
}

/** The three spellings, each of a seeded customer it must find. */
async function spellings(request: Parameters<typeof apiGet>[0]): Promise<Spelling[]> {
  const { results } = await apiGet<{ results: SearchedCustomer[] }>(request, customersPath, { page_size: 500, ordering: 'email' })
  const withPhone = results.find((customer) => customer.phone?.startsWith('+7'))
  const withYo = results.find((customer) => `${customer.first_name}${customer.last_name}`.includes('ё'))
  const anyone = results[11]
  if (!withPhone?.phone || !withYo || !anyone) throw new Error('the seed has customers with a phone and with ё')
  const ten = withPhone.phone.slice(2)
  return [
    {
      what: 'a phone with 8, spaces and dashes',
      customer: withPhone,
      typed: `8 ${ten.slice(0, 3)} ${ten.slice(3, 6)}-${ten.slice(6, 8)}-${ten.slice(8)}`,
    },
    { what: 'е for ё', customer: withYo, typed: `${withYo.first_name} ${withYo.last_name}`.replaceAll('ё', 'е') },
    { what: 'the surname first', customer: anyone, typed: `${anyone.last_name} ${anyone.first_name}` },
  ]
}

const paletteInput = (page: Page) => page.getByRole('combobox', { name: 'Команды' })

async function openFindCustomer(page: Page): Promise<void> {
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дэшбоард')
  await page.keyboard.press('Control+k')
  await expect(paletteInput(page)).toBeFocused()
  await page.keyboard.type('Найти пользователя')
  await expect(page.getByRole('option').first()).toHaveText('Найти пользователя')
  await page.keyboard.press('Enter')
}

test('«Найти пользователя» in the palette finds each spelling, and opens the customer found', async ({ page, request }) => {
  const cases = await spellings(request)
  await signIn(page, { at: '/dashboard' })
  for (const { what, customer, typed } of cases) {
    await openFindCustomer(page)
    await page.keyboard.type(typed)
    const option = page.getByRole('option').filter({ hasText: customer.email })
    await expect(option, what).toBeVisible()
    if (what === 'е for ё') await expectNoSeriousA11yViolationsInLightAndDark(page)
    await option.click()
    await expect(page).toHaveURL(new RegExp(`/users/${customer.customer_uuid}$`))
  }
})

test('«Пользователи» finds each spelling in its search', async ({ page, request }) => {
  const cases = await spellings(request)
  await signIn(page, { at: '/users' })
  const search = page.getByRole('searchbox', { name: 'Поиск' })
  for (const { what, customer, typed } of cases) {
    await search.fill(typed)
    await expect(page.getByRole('row').filter({ hasText: customer.email }), what).toBeVisible()
  }
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})
