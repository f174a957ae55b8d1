import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { EntitySelect, type EntityOption } from '../../src/ui'

const accounts: EntityOption[] = [
  { value: 'a1', label: 'Ромашка', description: 'ООО «Ромашка»' },
  { value: 'a2', label: 'Роза', description: 'ИП Розанов' },
  { value: 'a3', label: 'Василёк', description: 'ООО «Василёк»' },
]

/** The select over a "server" that answers every search it is asked, as a form would wire it. */
function AccountPicker(props: {
  initial?: string
  initialLabel?: string
  required?: boolean
  loading?: boolean
  onPick?: (value: string) => void
}) {
  const [value, setValue] = useState(props.initial ?? '')
  const [search, setSearch] = useState('')
  const options = accounts.filter((account) => account.label.toLowerCase().includes(search.toLowerCase()))
  return (
    <EntitySelect
      label="Кабинет"
      value={value}
      valueLabel={props.initialLabel}
      onValueChange={(next) => {
        setValue(next)
        props.onPick?.(next)
      }}
      options={props.loading ? [] : options}
      loading={props.loading}
      onSearchChange={setSearch}
      required={props.required}
      delay={0}
    />
  )
}

const highlighted = (listbox: HTMLElement) => listbox.querySelector('[data-highlighted]')

describe('EntitySelect', () => {
  it('searches as the user types, then picks the first answer with Enter', async () => {
    const user = userEvent.setup()
    const onPick = vi.fn()
    render(<AccountPicker onPick={onPick} />)
    await user.tab()
    const input = screen.getByRole('combobox', { name: 'Кабинет' })
    expect(input).toHaveFocus()
    await user.keyboard('Вас')
    const listbox = await screen.findByRole('listbox')
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1))
    expect(within(listbox).getByRole('option')).toHaveTextContent('ВасилёкООО «Василёк»')
    await waitFor(() => expect(highlighted(listbox)).not.toBeNull())
    await user.keyboard('{Enter}')

    await waitFor(() => expect(onPick).toHaveBeenCalledWith('a3'))
    expect(input).toHaveValue('Василёк')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
  })

  it('moves through the answers with the arrows', async () => {
    const user = userEvent.setup()
    const onPick = vi.fn()
    render(<AccountPicker onPick={onPick} />)
    await user.tab()
    await user.keyboard('Ро')
    const listbox = await screen.findByRole('listbox')
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2))
    await waitFor(() => expect(highlighted(listbox)).toHaveTextContent('Ромашка'))
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(highlighted(listbox)).toHaveTextContent('Роза'))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('a2'))
    expect(screen.getByRole('combobox', { name: 'Кабинет' })).toHaveValue('Роза')
  })

  it('says when nothing is found, and Escape closes the list without picking', async () => {
    const user = userEvent.setup()
    const onPick = vi.fn()
    render(<AccountPicker onPick={onPick} />)
    await user.tab()
    await user.keyboard('Тюльпан')
    const listbox = await screen.findByRole('listbox')
    await waitFor(() => expect(listbox).toHaveTextContent('Ничего не найдено'))
    expect(within(listbox).queryAllByRole('option')).toHaveLength(0)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(onPick).not.toHaveBeenCalled()
  })

  it('shows that the answers are loading', async () => {
    const user = userEvent.setup()
    render(<AccountPicker loading />)
    await user.tab()
    await user.keyboard('{ArrowDown}')
    const listbox = await screen.findByRole('listbox')
    expect(listbox).toHaveTextContent('Загрузка…')
    expect(listbox).toHaveAttribute('aria-busy', 'true')
  })

  it('shows the chosen record of an edit form, and clears it when the field is optional', async () => {
    const user = userEvent.setup()
    const onPick = vi.fn()
    render(<AccountPicker initial="a9" initialLabel="Архивный кабинет" onPick={onPick} />)
    const input = screen.getByRole('combobox', { name: 'Кабинет' })
    expect(input).toHaveValue('Архивный кабинет')
    await user.click(screen.getByRole('button', { name: 'Очистить' }))
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(''))
    expect(input).toHaveValue('')
  })

  it('cannot be cleared when required, and its label shows the required mark', () => {
    render(<AccountPicker initial="a1" required />)
    const input = screen.getByRole('combobox', { name: 'Кабинет' })
    expect(input).toHaveValue('Ромашка')
    expect(input).toBeRequired()
    expect(screen.getByText('Кабинет')).toHaveTextContent(/^Кабинет\*$/)
    expect(screen.queryByRole('button', { name: 'Очистить' })).toBeNull()
  })
})
