import { useRevalidator, useRouteError } from 'react-router-dom'
import { css } from 'styled-system/css'
import { describeError } from '../api/errors'
import { ErrorState } from '../ui'

/** Shown when a route's loader fails for a reason other than a missing session (e.g. the API is down). */
export function RouteError() {
  const error = useRouteError()
  const revalidator = useRevalidator()
  return (
    <main className={css({ maxW: '32rem', mx: 'auto', mt: '20vh', px: '4' })}>
      <ErrorState message={describeError(error)} onRetry={() => void revalidator.revalidate()} />
    </main>
  )
}
