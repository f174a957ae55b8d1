import { Link } from 'react-router-dom'
import { paths } from '../lib/paths'
import { EmptyState, PageHeader } from '../ui'

export function NotFound() {
  return (
    <>
      <PageHeader title="Страница не найдена" />
      <EmptyState
        title="Такой страницы нет"
        description="Проверьте адрес или вернитесь к списку пользователей."
        action={<Link to={paths.users.getHref()}>К пользователям</Link>}
      />
    </>
  )
}
