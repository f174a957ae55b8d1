import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createFakeApi } from '../../support/fake-api'
import { serveBenchmarks } from '../../support/fixtures/benchmarks'
import { clearToasts, grid, renderScreen, waitForRows } from '../resource-screens'

afterEach(() => {
  clearToasts()
  localStorage.clear()
})

/** «Удалить» on the first row of «Нормы», with «Время на отмену» set to `windowMs`: the question asked. */
async function askToDelete(windowMs: string): Promise<HTMLElement> {
  localStorage.setItem('undo_window_ms', windowMs)
  const api = createFakeApi()
  serveBenchmarks(api)
  const view = renderScreen('/benchmarks', api)
  await waitForRows('Нормы')
  const [first] = within(grid('Нормы')).getAllByRole('checkbox', { name: /^Выбрать: / })
  await view.user.click(first as HTMLElement)
  await waitFor(() => expect(first).toBeChecked())
  const bar = await screen.findByRole('region', { name: 'Выбранные записи' })
  await view.user.click(within(bar).getByRole('button', { name: 'Удалить' }))
  return screen.findByRole('alertdialog', { name: 'Удалить 1 норму?' })
}

describe('the bulk deletion’s question', () => {
  it.each([
    ['20000', 'В течение 20 секунд удаление можно отменить.'],
    ['60000', 'В течение 60 секунд удаление можно отменить.'],
    ['5000', 'В течение 5 секунд удаление можно отменить.'],
  ])('names the undo window set («Время на отмену» %s ms)', async (windowMs, words) => {
    expect(await askToDelete(windowMs)).toHaveTextContent(words)
  })
})
