import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Badge, Button, EmptyState, ErrorState, IconButton, Kbd, PageHeader, Skeleton, Spinner } from '../../src/ui'

describe('ErrorState', () => {
  it('is an alert with the message and a retry button', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    render(<ErrorState message="Сервер недоступен" onRetry={onRetry} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Не удалось загрузить данные')
    expect(alert).toHaveTextContent('Сервер недоступен')
    await user.click(screen.getByRole('button', { name: 'Повторить' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('offers no retry when there is nothing to retry', () => {
    render(<ErrorState title="Доступ запрещён" />)
    expect(screen.getByRole('alert')).toHaveTextContent('Доступ запрещён')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows a busy retry while it runs', () => {
    render(<ErrorState message="Ошибка" onRetry={vi.fn()} retrying />)
    expect(screen.getByRole('button', { name: 'Повторить' })).toHaveAttribute('aria-busy', 'true')
  })
})

describe('EmptyState', () => {
  it('says «Ничего не найдено» by default, with an optional description and action', () => {
    const { rerender } = render(<EmptyState />)
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument()
    rerender(
      <EmptyState title="Нет запросов" description="Новые запросы клиентов появятся здесь." action={<Button>Сбросить фильтры</Button>} />,
    )
    expect(screen.getByText('Нет запросов')).toBeInTheDocument()
    expect(screen.getByText('Новые запросы клиентов появятся здесь.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Сбросить фильтры' })).toBeInTheDocument()
  })
})

describe('Button', () => {
  it('submits by choice only: a plain button by default', () => {
    render(<Button>Сохранить</Button>)
    expect(screen.getByRole('button', { name: 'Сохранить' })).toHaveAttribute('type', 'button')
  })

  it('while loading keeps its name and focus, is busy and ignores clicks', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    const { rerender } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Войти
        </Button>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Войти' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toBeEnabled()
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(button).toHaveFocus()

    rerender(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" onClick={onClick}>
          Войти
        </Button>
      </form>,
    )
    expect(button).not.toHaveAttribute('aria-busy')
    await user.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('names an icon-only button by its aria-label', () => {
    render(
      <IconButton aria-label="Закрыть">
        <svg aria-hidden="true" />
      </IconButton>,
    )
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument()
  })
})

describe('Kbd', () => {
  it('writes Mod as Ctrl, or as ⌘ on Apple keyboards', () => {
    const { rerender } = render(<Kbd keys={['Mod', 'K']} platform="other" />)
    expect(screen.getByText('Ctrl').closest('kbd')?.parentElement).toHaveTextContent('Ctrl K')
    rerender(<Kbd keys={['Mod', 'K']} platform="apple" />)
    expect(screen.getByText('⌘').parentElement).toHaveTextContent('⌘ K')
  })

  it('writes a single key given as text', () => {
    render(<Kbd>?</Kbd>)
    expect(screen.getByText('?').tagName).toBe('KBD')
  })
})

describe('the small parts', () => {
  it('PageHeader renders the one h1 and the actions', () => {
    render(<PageHeader title="Пользователи" actions={<Button>Экспорт</Button>} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Экспорт' })).toBeInTheDocument()
  })

  it('Badge shows its text', () => {
    render(<Badge tone="success">Активен</Badge>)
    expect(screen.getByText('Активен')).toBeInTheDocument()
  })

  it('Skeleton and a bare Spinner are hidden from assistive technology; a labelled Spinner is a status', () => {
    const { container } = render(
      <>
        <Skeleton width="40%" />
        <Spinner />
        <Spinner label="Загрузка" />
      </>,
    )
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2)
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument()
  })
})
