import type { APIRequestContext } from '@playwright/test'
import { demoCredentials } from './fixtures'

/** The reference server's API as the demo admin, for checking what the console did (not through a page). */
export interface AdminApi {
  /** A JSON answer of a GET; throws on a non-2xx answer. */
  json<T>(path: string, params?: Record<string, string | number>): Promise<T>
  /** The status, headers and exact bytes of a GET (a file). */
  file(path: string): Promise<{ status: number; headers: Record<string, string>; bytes: Buffer }>
}

export async function adminApi(request: APIRequestContext): Promise<AdminApi> {
  const signInResponse = await request.post('/v1/admin/auth/signin/', { data: demoCredentials })
  const { access } = (await signInResponse.json()) as { access: string }
  const headers = { Authorization: `Bearer ${access}` }
  return {
    async json<T>(path: string, params?: Record<string, string | number>) {
      const response = await request.get(path, { params, headers })
      if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`)
      return (await response.json()) as T
    },
    async file(path: string) {
      const response = await request.get(path, { headers })
      return { status: response.status(), headers: response.headers(), bytes: await response.body() }
    },
  }
}
