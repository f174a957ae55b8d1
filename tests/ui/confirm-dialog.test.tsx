import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../src/api/errors'
import { useConfirm, type UseConfirmOptions } from '../../src/state/shell/use-confirm'
import { Button, ConfirmDialog } from '../../src/ui'

interface Account {
  id: string
  name: string
}

const accounts: Account[] = [
  { id: 'a1', name: 'Ромашка' },
  { id: 'a2', name: 'Василёк' },
]

/** A list whose rows are deleted after a confirmation, as a CRUD screen does it. */
function Accounts(props: Partial<UseConfirmOptions<Account>> & Pick<UseConfirmOptions<Account>, 'action'>) {
  const [rows, setRows] = useState(accounts)
  const remove = useConfirm<Account>({
    ...props,
    onDone: (account) => setRows((current) => current.filter((row) => row.id !== account.id)),
  })
  return (
    <>
      <ul aria-label="Кабинеты">
        {rows.map((account) => (
          <li key={account.id}>
            {account.name}
            <Button variant="plain" tone="danger" onClick={() => remove.ask(account)}>
              Удалить «{account.name}»
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog title="Удалить кабинет?" {...remove.dialogProps}>
        Кабинет «{remove.target?.name}» будет удалён безвозвратно.
      </ConfirmDialog>
    </>
  )
}

const conflict = () => new HttpError({ status: 409, method: 'DELETE', url: '/api/accounts/a1/', body: { detail: 'protected' } })

async function askAbout(name: string) {
  const user = userEvent.setup()
  const opener = screen.getByRole('button', { name: `Удалить «${name}»` })
  await user.click(opener)
  const dialog = await screen.findByRole('alertdialog', { name: 'Удалить кабинет?' })
  return { user, opener, dialog }
}

describe('ConfirmDialog with useConfirm', () => {
  // Which control takes focus is the browser's business (jsdom lays nothing out, so Ark's trap cannot see «Отмена»).
  it('names the record, keeps focus inside, and cancels with Escape without acting, giving focus back', async () => {
    const action = vi.fn(() => Promise.resolve())
    render(<Accounts action={action} />)
    const { user, opener, dialog } = await askAbout('Василёк')
    expect(dialog).toHaveAccessibleDescription('Кабинет «Василёк» будет удалён безвозвратно.')
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    expect(within(dialog).getByRole('button', { name: 'Удалить' }).className).toContain('tone_danger')

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(opener).toHaveFocus()
    expect(action).not.toHaveBeenCalled()
  })

  it('acts once for a double click, closes, and the caller drops the row', async () => {
    let finish = () => {}
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<Accounts action={action} />)
    const { user, dialog } = await askAbout('Ромашка')
    const confirm = within(dialog).getByRole('button', { name: 'Удалить' })
    await user.dblClick(confirm)
    expect(confirm).toHaveAttribute('aria-busy', 'true')
    finish()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(action).toHaveBeenCalledTimes(1)
    expect(action).toHaveBeenCalledWith(accounts[0])
    expect(within(screen.getByRole('list', { name: 'Кабинеты' })).queryByText('Ромашка')).toBeNull()
  })

  it('explains a 409 in plain Russian with what the caller passes, and stays open', async () => {
    const action = vi.fn(() => Promise.reject(conflict()))
    render(
      <Accounts
        action={action}
        describeConflict={(account) => (
          <>
            У кабинета «{account.name}» есть запросы. <a href="/client-requests?account=a1">Открыть запросы</a>
          </>
        )}
      />,
    )
    const { user, dialog } = await askAbout('Ромашка')
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('У кабинета «Ромашка» есть запросы.')
    expect(within(alert).getByRole('link', { name: 'Открыть запросы' })).toHaveAttribute('href', '/client-requests?account=a1')
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
  })

  it('has a plain Russian 409 of its own, and other failures in Russian too', async () => {
    const action = vi
      .fn<(account: Account) => Promise<unknown>>()
      .mockRejectedValueOnce(conflict())
      .mockRejectedValueOnce(new HttpError({ status: 500, method: 'DELETE', url: '/api/accounts/a1/', body: '' }))
    render(<Accounts action={action} />)
    const { user, dialog } = await askAbout('Ромашка')
    const confirm = within(dialog).getByRole('button', { name: 'Удалить' })
    await user.click(confirm)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Запись нельзя удалить: с ней связаны другие данные.')
    await user.click(confirm)
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Сервер не смог ответить (ошибка 500). Повторите позже.'),
    )
  })
})
