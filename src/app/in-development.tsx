import { useMatches } from 'react-router-dom'
import { EmptyState, PageHeader } from '../ui'
import type { RouteHandle } from './routes'

/** An honest placeholder for a route whose screen has not been built yet: its title, no fake data. */
export function InDevelopment() {
  const matches = useMatches()
  const title = (matches.at(-1)?.handle as RouteHandle | undefined)?.title ?? ''
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title="Раздел в разработке" description="Этот экран ещё не готов. Данные появятся здесь, когда он будет сделан." />
    </>
  )
}
