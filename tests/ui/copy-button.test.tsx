import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyableText, Table, Toaster } from '../../src/ui'

interface Account {
  id: string
  email: string
}

describe('CopyableText', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('copies the value on one click and says so in a toast, without opening the row it sits in', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    const onRowActivate = vi.fn()
    render(
      <>
        <Table<Account>
          label="Кабинеты"
          columns={[{ id: 'email', header: 'Почта', cell: (row) => <CopyableText value={row.email} what="почту" /> }]}
          rows={[{ id: '1', email: 'anna@example.ru' }]}
          getRowId={(row) => row.id}
          onRowActivate={onRowActivate}
        />
        <Toaster />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Скопировать почту anna@example.ru' }))
    expect(writeText).toHaveBeenCalledWith('anna@example.ru')
    const toast = await screen.findByRole('status')
    expect(toast).toHaveTextContent('Скопировано')
    expect(toast).toHaveTextContent('anna@example.ru')
    expect(onRowActivate).not.toHaveBeenCalled()
  })

  it('shows a phone as given (grouped) and copies it as written', async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    render(
      <CopyableText value="+79991234567" what="телефон">
        +7 999 123-45-67
      </CopyableText>,
    )
    expect(screen.getByText('+7 999 123-45-67')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Скопировать телефон +79991234567' }))
    expect(writeText).toHaveBeenCalledWith('+79991234567')
  })

  it('says so when the browser refuses the clipboard', async () => {
    const user = userEvent.setup()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'))
    render(
      <>
        <CopyableText value="anna@example.ru" what="почту" />
        <Toaster />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Скопировать почту anna@example.ru' }))
    // The shared toaster may still show the earlier tests' toasts: this one is among them.
    expect(await screen.findByText('Не удалось скопировать')).toBeInTheDocument()
  })
})
