import { nullable, object, string, type, type Infer } from 'superstruct'
import { email, isoDateTime, text, uuid } from './primitives'
import { profileRoleFields, StaffRole } from './roles'

/** POST /v1/admin/auth/signin/ */
export const SignInBody = object({ email, password: text(1, 128) })
export type SignInBody = Infer<typeof SignInBody>

/** POST /v1/admin/auth/refresh/ */
export const RefreshBody = object({ refresh: text(1, 4096) })
export type RefreshBody = Infer<typeof RefreshBody>

/** The answer of sign-in and refresh: a new pair of JWTs. */
export const TokenPair = type({ access: string(), refresh: string() })
export type TokenPair = Infer<typeof TokenPair>

/** GET /v1/admin/profile/ (`permissions` and `approval_threshold`: the roles' extension, see roles.ts) */
export const Profile = type({
  uuid,
  email: string(),
  first_name: string(),
  last_name: string(),
  role: StaffRole,
  last_login: nullable(isoDateTime),
  ...profileRoleFields,
})
export type Profile = Infer<typeof Profile>
