import { useMatches } from 'react-router-dom'
import { PageHeader } from './page-header'
import { EmptyState } from './states'

/** An honest placeholder for a route whose screen has not been built yet: its title, no fake data. */
export function InDevelopment() {
  const matches = useMatches()
  const handle = matches.at(-1)?.handle
  const title = handle && typeof handle === 'object' && 'title' in handle && typeof handle.title === 'string' ? handle.title : ''
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title="Раздел в разработке" description="Этот экран ещё не готов. Данные появятся здесь, когда он будет сделан." />
    </>
  )
}
