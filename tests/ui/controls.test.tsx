import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Checkbox, Select, Switch, Tabs } from '../../src/ui'

const statuses = [
  { value: 'active', label: 'Активен' },
  { value: 'blocked', label: 'Заблокирован' },
  { value: 'deleted', label: 'Удалён', disabled: true },
]

describe('Select', () => {
  it('picks one value from items, by mouse', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Select label="Статус" items={statuses} onValueChange={onValueChange} />)
    const trigger = screen.getByRole('combobox', { name: 'Статус' })
    expect(trigger).toHaveTextContent('Не выбрано')
    await user.click(trigger)
    const listbox = await screen.findByRole('listbox')
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Активен', 'Заблокирован', 'Удалён'])
    expect(within(listbox).getByRole('option', { name: 'Удалён' })).toHaveAttribute('aria-disabled', 'true')
    await user.click(within(listbox).getByRole('option', { name: 'Заблокирован' }))
    expect(onValueChange).toHaveBeenCalledWith(['blocked'])
    expect(trigger).toHaveTextContent('Заблокирован')
  })

  it('picks several values when multiple', async () => {
    const user = userEvent.setup()
    function Multi() {
      const [value, setValue] = useState<string[]>([])
      return <Select label="Статусы" items={statuses} multiple value={value} onValueChange={setValue} />
    }
    render(<Multi />)
    const trigger = screen.getByRole('combobox', { name: 'Статусы' })
    await user.click(trigger)
    await user.click(await screen.findByRole('option', { name: 'Активен' }))
    await user.click(screen.getByRole('option', { name: 'Заблокирован' }))
    expect(screen.getByRole('option', { name: 'Активен' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('option', { name: 'Заблокирован' })).toHaveAttribute('aria-selected', 'true')
    expect(trigger).toHaveTextContent('Активен, Заблокирован')
  })

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Select label="Статус" items={statuses} onValueChange={onValueChange} />)
    await user.tab()
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveFocus()
    await user.keyboard('{Enter}')
    const listbox = await screen.findByRole('listbox')
    await user.keyboard('{ArrowDown}')
    // Ark moves the highlight after the list has opened; Enter chooses whatever is highlighted then.
    await waitFor(() => expect(listbox.querySelector('[data-highlighted]')).not.toBeNull())
    await user.keyboard('{Enter}')
    await waitFor(() => expect(onValueChange).toHaveBeenCalledTimes(1))
    expect(onValueChange.mock.calls[0]?.[0]).toHaveLength(1)
  })

  it('shows an error and describes the trigger by it', () => {
    render(<Select label="Модель" items={statuses} error="Обязательное поле" />)
    const trigger = screen.getByRole('combobox', { name: 'Модель' })
    expect(trigger).toHaveAttribute('aria-invalid', 'true')
    expect(trigger).toHaveAccessibleDescription('Обязательное поле')
  })
})

describe('Checkbox and Switch', () => {
  it('Checkbox reports its checked state', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn()
    render(<Checkbox onCheckedChange={onCheckedChange}>Только активные</Checkbox>)
    const box = screen.getByRole('checkbox', { name: 'Только активные' })
    await user.click(box)
    expect(onCheckedChange).toHaveBeenLastCalledWith(true)
    expect(box).toBeChecked()
    await user.click(box)
    expect(onCheckedChange).toHaveBeenLastCalledWith(false)
  })

  it('Switch is a switch that toggles', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn()
    render(<Switch onCheckedChange={onCheckedChange}>Одиночные клавиши</Switch>)
    const toggle = screen.getByRole('switch', { name: 'Одиночные клавиши' })
    await user.click(toggle)
    expect(onCheckedChange).toHaveBeenCalledWith(true)
    expect(toggle).toBeChecked()
  })
})

describe('Tabs', () => {
  it('shows the selected panel and switches to another', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(
      <Tabs
        label="Разделы клиента"
        onValueChange={onValueChange}
        items={[
          { value: 'profile', label: 'Профиль', content: <p>Данные профиля</p> },
          { value: 'operations', label: 'Операции', content: <p>Последние операции</p> },
        ]}
      />,
    )
    expect(screen.getByRole('tablist', { name: 'Разделы клиента' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Профиль' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('Данные профиля')).toBeVisible()
    await user.click(screen.getByRole('tab', { name: 'Операции' }))
    expect(onValueChange).toHaveBeenLastCalledWith('operations')
    expect(screen.getByRole('tab', { name: 'Операции' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('Последние операции')).toBeVisible()
    await waitFor(() => expect(screen.queryByText('Данные профиля')).toBeNull())
  })
})
