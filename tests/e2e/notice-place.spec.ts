import type { Page } from '@playwright/test'
import { animationsSettled, customerScreen, expect, expectNoSeriousA11yViolations, firstCustomer, notices, signIn, test } from './fixtures'

// A notice never sits over an action: at every width from 1024 px, over the selection bar of a list and beside an
// open drawer. A notice waits while the pointer is on it, so one over a button kept that button covered.

/**
 * The controls a person could click under a notice: each hit somewhere inside a notice's box with the notices taken
 * away (what lies under the selection bar, a drawer's backdrop or the notice dock is not). Named by role and text,
 * for the failure to say what is covered.
 */
async function actionsUnderNotices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"]')]
    const boxes = toasts.map((toast) => toast.getBoundingClientRect())
    const shown = toasts.map((toast) => toast.style.visibility)
    for (const toast of toasts) toast.style.visibility = 'hidden'
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="combobox"], label:has(input)',
    )
    // Points over the part of the control a notice's box covers, 6 × 6 of them: one that reaches the control is covered.
    const coveredAt = (control: HTMLElement, box: DOMRect, notice: DOMRect) => {
      const [left, right] = [Math.max(box.left, notice.left), Math.min(box.right, notice.right)]
      const [top, bottom] = [Math.max(box.top, notice.top), Math.min(box.bottom, notice.bottom)]
      if (left >= right || top >= bottom) return false
      const steps = [0.05, 0.25, 0.45, 0.55, 0.75, 0.95]
      return steps.some((dx) =>
        steps.some((dy) => {
          const hit = document.elementFromPoint(left + (right - left) * dx, top + (bottom - top) * dy)
          return hit !== null && (hit === control || control.contains(hit))
        }),
      )
    }
    const covered: string[] = []
    for (const control of controls) {
      const box = control.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || toasts.some((toast) => toast.contains(control))) continue
      if (boxes.some((notice) => coveredAt(control, box, notice))) {
        covered.push(`${control.getAttribute('role') ?? control.tagName.toLowerCase()} «${(control.textContent ?? '').trim()}»`)
      }
    }
    toasts.forEach((toast, index) => (toast.style.visibility = shown[index] ?? ''))
    return covered
  })
}

// Each width tops up its own amount: the same one again within a day asks first.
const sizes = [
  { width: 1024, height: 768, amount: '101,01' },
  { width: 1280, height: 720, amount: '123,45' },
  { width: 1440, height: 900, amount: '144,14' },
]

test.beforeEach(async ({ page }) => {
  // The deletion's notice stays its whole undo window: long enough to look at it.
  await page.addInitScript(() => window.localStorage.setItem('undo_window_ms', '60000'))
  // The pointer away from every notice (one it rests on waits).
  await page.mouse.move(0, 0)
})

for (const size of sizes) {
  test(`at ${size.width}×${size.height} a notice covers neither the selection bar nor a drawer’s actions`, async ({ page, request }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    await signIn(page, { at: '/benchmarks' })
    const grid = page.getByRole('grid', { name: 'Нормы' })
    await expect(grid.locator('tbody tr[data-index]').first()).toBeVisible()

    // «Норма удалена · Отменить» over a list with rows selected: the bar's «Удалить» stays clear.
    const firstDelete = grid.getByRole('button', { name: /^Удалить: / }).first()
    await firstDelete.click()
    await page.getByRole('alertdialog', { name: 'Удалить норму?' }).getByRole('button', { name: 'Удалить' }).click()
    await expect(notices(page).getByText('Норма удалена')).toBeVisible()
    await grid
      .getByRole('checkbox', { name: /^Выбрать: / })
      .first()
      .click()
    const bar = page.getByRole('region', { name: 'Выбранные записи' })
    await expect(bar.getByRole('button', { name: 'Удалить' })).toBeVisible()
    await page.mouse.move(0, 0)
    await animationsSettled(page)
    await expect.poll(() => actionsUnderNotices(page)).toEqual([])
    // Taken back: nothing of the seeded records is deleted.
    await notices(page).getByRole('button', { name: 'Отменить' }).click()

    // «Баланс пополнен: +123,45 ₽», then «Выдать код» opened at once: its «Отмена» and «Выдать код» stay clear.
    const customer = customerScreen(await firstCustomer(request))
    await page.goto(customer.path)
    await page.getByRole('button', { name: 'Пополнить баланс' }).click()
    const topUp = page.getByRole('dialog', { name: 'Пополнить баланс' })
    await topUp.getByRole('textbox', { name: /Сумма/ }).fill(size.amount)
    await topUp.getByRole('button', { name: 'Пополнить' }).click()
    await expect(notices(page).getByText(`Баланс пополнен: +${size.amount} ₽`)).toBeVisible()
    await expect(topUp).toBeHidden()
    await page.getByRole('button', { name: 'Выдать код' }).click()
    const otp = page.getByRole('dialog', { name: 'Выдать код' })
    await expect(otp.getByRole('button', { name: 'Отмена' })).toBeVisible()
    await page.mouse.move(0, 0)
    await animationsSettled(page)
    await expect.poll(() => actionsUnderNotices(page)).toEqual([])
    // The notice and the drawer as axe reads them (the list's rows half under the sticky bar are no part of this).
    if (size.width !== 1024) await expectNoSeriousA11yViolations(page)
  })
}
