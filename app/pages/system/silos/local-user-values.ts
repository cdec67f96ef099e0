import { type UserPassword } from '~/api/__generated__/Api'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The API's longest password. */
export const PASSWORD_MAX = 512

/**
 * Checks a local user name against the API's rules (`UserId`): a lower-case letter first,
 * then letters, digits and dashes, no dash at the end, at most 63 characters, not a UUID.
 * Returns the message to show, or true.
 */
export function userNameError(name: string): string | true {
  if (name.length > 63) return 'User name must be 63 characters or fewer'
  if (UUID.test(name)) return 'User name cannot be a UUID'
  if (!/^[a-z]/.test(name)) return 'User name must start with a lower-case letter'
  if (!/^[a-zA-Z0-9-]*$/.test(name)) return 'User name may contain only letters, digits and dashes'
  if (name.endsWith('-')) return 'User name cannot end with a dash'
  return true
}

/** Checks a password: no longer than the API takes, and not only spaces. */
export function passwordError(password: string): string | true {
  if (password.length > PASSWORD_MAX) return `Password must be ${PASSWORD_MAX} characters or fewer`
  if (password.length > 0 && password.trim() === '') return 'Password cannot be only spaces'
  return true
}

/** The API body for a password field: an empty one means no password sign-in at all. */
export const passwordBody = (password: string): UserPassword =>
  password === '' ? { mode: 'login_disallowed' } : { mode: 'password', value: password }
