import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearToasts, renderConsole } from '../../palette/palette-driver'
import { heatmapModelPaths } from '../../support/fixtures/dashboard'

afterEach(clearToasts)

async function openDrawer() {
  const view = await renderConsole()
  await view.user.click(screen.getByRole('button', { name: 'Сменить модель' }))
  await waitFor(() => expect(view.router.state.location.search).toBe('?drawer=heatmap-model'))
  const drawer = await screen.findByRole('dialog', { name: 'Модели тепловых карт' })
  await within(drawer).findAllByText('0,874')
  return { ...view, drawer }
}

function modelBlock(): HTMLElement {
  // Behind the modal drawer, hidden from the accessibility tree.
  const block = screen.getByRole('heading', { level: 2, name: 'Активная модель', hidden: true }).closest('section')
  if (!block) throw new Error('no model block')
  return block
}

describe('the heatmap-model drawer', () => {
  it('lists the models with metrics and makes another active after a confirmation', async () => {
    const { user, drawer, api } = await openDrawer()
    expect(within(drawer).getAllByRole('listitem')[0]).toHaveTextContent('активна')
    await user.click(within(drawer).getByRole('button', { name: 'Сделать активной: SaliencyNet 3.1.4' }))
    expect(api.requestsTo('POST', heatmapModelPaths.setActive)).toHaveLength(0)
    const confirm = within(drawer).getByRole('region', { name: 'Сделать активной модель SaliencyNet 3.1.4?' })
    expect(within(confirm).getByRole('button', { name: 'Сделать активной' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(api.requestsTo('POST', heatmapModelPaths.setActive)).toHaveLength(1))
    expect(await screen.findByText('Активная модель: SaliencyNet 3.1.4')).toBeInTheDocument()
    await waitFor(() => expect(within(drawer).getAllByRole('listitem')[1]).toHaveTextContent('активна'))
    await waitFor(() => expect(modelBlock()).toHaveTextContent('версия 3.1.4'))
  })

  it('keeps the old active model on a failure and shows the error', async () => {
    const { user, drawer, api } = await openDrawer()
    api.fail('POST', heatmapModelPaths.setActive, { status: 503, body: { detail: 'Сервис недоступен' } })
    await user.click(within(drawer).getByRole('button', { name: 'Сделать активной: SaliencyNet 3.1.4' }))
    await user.keyboard('{Enter}')
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Модель не переключена')
    expect(within(drawer).getAllByRole('listitem')[0]).toHaveTextContent('активна')
    expect(within(drawer).getAllByRole('listitem')[1]).not.toHaveTextContent('активна')
    expect(modelBlock()).toHaveTextContent('версия 3.2.0')
  })

  it('cancels the confirmation without a request', async () => {
    const { user, drawer, api } = await openDrawer()
    await user.click(within(drawer).getByRole('button', { name: 'Сделать активной: SaliencyNet 3.1.4' }))
    await user.click(within(drawer).getByRole('button', { name: 'Отмена' }))
    expect(within(drawer).queryByRole('region')).not.toBeInTheDocument()
    expect(api.requestsTo('POST', heatmapModelPaths.setActive)).toHaveLength(0)
  })
})
