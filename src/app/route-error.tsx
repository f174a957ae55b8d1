import { lazy, Suspense } from 'react'
import { useRevalidator, useRouteError } from 'react-router-dom'
import { css } from 'styled-system/css'
import { describeError } from '../api/errors'

// Rarely shown: kept out of the first load, which every visit pays for.
const ErrorState = lazy(() => import('../ui/states').then((module) => ({ default: module.ErrorState })))

/** Shown when a route's loader fails for a reason other than a missing session (e.g. the API is down). */
export function RouteError() {
  const error = useRouteError()
  const revalidator = useRevalidator()
  const message = describeError(error)
  return (
    <main className={css({ maxW: '32rem', mx: 'auto', mt: '20vh', px: '4' })}>
      <Suspense fallback={<p role="alert">{message}</p>}>
        <ErrorState message={message} onRetry={() => void revalidator.revalidate()} />
      </Suspense>
    </main>
  )
}
