import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const parameters: ScryptOptions = { N: 16_384, r: 8, p: 1 }
const keyLength = 32

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, parameters, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** "scrypt$<salt>$<key>" (base64url) for a password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt)
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`
}

/** Whether `password` matches a hash made by hashPassword (in constant time). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
