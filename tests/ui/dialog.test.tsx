import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button, Dialog, Drawer, Field, Input, Select } from '../../src/ui'

describe('Dialog', () => {
  it('opens from its trigger, traps focus, closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup()
    render(
      <Dialog
        trigger={<Button>Выдать код</Button>}
        title="Выдать одноразовый код"
        description="Код действует 10 минут."
        footer={<Button>Выдать</Button>}
      >
        <p>Клиент получит код по почте.</p>
      </Dialog>,
    )
    const trigger = screen.getByRole('button', { name: 'Выдать код' })
    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Выдать одноразовый код' })
    expect(dialog).toHaveAccessibleDescription('Код действует 10 минут.')
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))

    for (let step = 0; step < 4; step += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(trigger).toHaveFocus()
  })

  it('removed while open, gives the focus back to its opener; removed after it closed, leaves the focus where it is', async () => {
    const user = userEvent.setup()
    /** A question its owner shows by mounting it open, as the drawers' questions are. */
    function Question({ mounted }: { mounted: boolean }) {
      const [open, setOpen] = useState(true)
      return (
        <>
          <Button>Спросить</Button>
          {mounted && <Dialog open={open} onClose={() => setOpen(false)} title="Вопрос" />}
        </>
      )
    }
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

    const first = render(<Question mounted={false} />)
    screen.getByRole('button', { name: 'Спросить' }).focus()
    first.rerender(<Question mounted />)
    const dialog = await screen.findByRole('dialog', { name: 'Вопрос' })
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    first.rerender(<Question mounted={false} />)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Спросить' })).toHaveFocus())
    first.unmount()

    const second = render(<Question mounted={false} />)
    const opener = screen.getByRole('button', { name: 'Спросить' })
    opener.focus()
    second.rerender(<Question mounted />)
    await screen.findByRole('dialog', { name: 'Вопрос' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(opener).toHaveFocus())
    // The person moves on (the focus drops to the page); the closed question goes away later.
    opener.blur()
    second.rerender(<Question mounted={false} />)
    await settle()
    await settle()
    expect(document.activeElement).toBe(document.body)
  })

  it('closes with «Закрыть»', async () => {
    const user = userEvent.setup()
    render(
      <Dialog trigger={<Button>Открыть</Button>} title="Подтверждение">
        <p>Текст</p>
      </Dialog>,
    )
    await user.click(screen.getByRole('button', { name: 'Открыть' }))
    await user.click(await screen.findByRole('button', { name: 'Закрыть' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('Drawer', () => {
  /** A drawer driven by state outside it, as a URL-driven drawer is. */
  function UrlDrawer({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <Button onClick={() => setOpen(true)}>Пополнить баланс</Button>
        <Drawer
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next)
            setOpen(next)
          }}
          title="Пополнение баланса"
          description="Иван Петров"
          footer={<Button type="submit">Пополнить</Button>}
        >
          <Field label="Сумма">
            <Input inputMode="decimal" />
          </Field>
        </Drawer>
      </>
    )
  }

  it('is controlled, focuses inside, and on Escape reports the close and returns focus', async () => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    render(<UrlDrawer onOpenChange={onOpenChange} />)
    const opener = screen.getByRole('button', { name: 'Пополнить баланс' })
    await user.click(opener)

    const drawer = await screen.findByRole('dialog', { name: 'Пополнение баланса' })
    expect(drawer).toHaveAccessibleDescription('Иван Петров')
    // In a browser the first field takes focus; jsdom sees no visible field, so the panel itself does.
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement))
    expect(screen.getByRole('textbox', { name: 'Сумма' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Пополнить' })).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(opener).toHaveFocus()
  })

  it('closes with «Закрыть» and returns focus to the element focused before it opened', async () => {
    const user = userEvent.setup()
    render(<UrlDrawer onOpenChange={vi.fn()} />)
    const opener = screen.getByRole('button', { name: 'Пополнить баланс' })
    await user.click(opener)
    await screen.findByRole('dialog')
    await user.click(screen.getByRole('button', { name: 'Закрыть' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(opener).toHaveFocus()
  })

  it('stays closed while the controlling state says so, and renders nothing', () => {
    render(
      <Drawer open={false} onOpenChange={vi.fn()} title="Пополнение баланса">
        <p>Тело</p>
      </Drawer>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByText('Тело')).toBeNull()
  })

  it("opens a Select's list inside itself, where assistive technology can reach it", async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(
      <Drawer open onOpenChange={vi.fn()} title="Активная модель">
        <Select
          label="Модель"
          items={[
            { value: 'v1', label: 'Модель 1' },
            { value: 'v2', label: 'Модель 2' },
          ]}
          onValueChange={onValueChange}
        />
      </Drawer>,
    )
    const drawer = await screen.findByRole('dialog', { name: 'Активная модель' })
    await user.click(within(drawer).getByRole('combobox', { name: 'Модель' }))
    const listbox = await within(drawer).findByRole('listbox')
    await user.click(within(listbox).getByRole('option', { name: 'Модель 2' }))
    expect(onValueChange).toHaveBeenCalledWith(['v2'])
    expect(screen.getByRole('dialog', { name: 'Активная модель' })).toBeInTheDocument()
  })
})
