import { ok, throttled } from '../answers'
import { declareEndpoint } from '../endpoint'
import { Profile, RefreshBody, SignInBody, TokenPair } from '../schemas/auth'
import { AuthErrorBody } from '../schemas/common'

/** Sign-in, the refresh of a token pair, and the signed-in admin's profile. */
export const authEndpoints = {
  signIn: declareEndpoint({
    method: 'post',
    path: '/v1/admin/auth/signin/',
    summary: 'Вход',
    tag: 'auth',
    auth: false,
    body: SignInBody,
    answers: {
      200: ok(TokenPair),
      401: { description: 'Неверные учётные данные (code: invalid_credentials)', struct: AuthErrorBody },
      429: throttled('Слишком много неудачных входов для учётной записи или адреса; ответ при любом пароле'),
    },
  }),
  refresh: declareEndpoint({
    method: 'post',
    path: '/v1/admin/auth/refresh/',
    summary:
      'Новая пара токенов; refresh-токен работает один раз. Эталонный сервер несколько секунд (REFRESH_REUSE_GRACE) ' +
      'отвечает на повторный токен той же парой, пока она не использована',
    tag: 'auth',
    auth: false,
    body: RefreshBody,
    answers: {
      200: ok(TokenPair),
      401: { description: 'Токен истёк, отозван или уже использован (code: token_not_valid)', struct: AuthErrorBody },
      429: throttled('Слишком много обновлений для семейства токенов или адреса'),
    },
  }),
  profile: declareEndpoint({
    method: 'get',
    path: '/v1/admin/profile/',
    summary: 'Профиль администратора; permissions и approval_threshold — расширение контракта (роли)',
    tag: 'auth',
    answers: { 200: ok(Profile) },
  }),
}
