import { describe, expect, it } from 'vitest'

import { passwordBody, passwordError, userNameError } from './local-user-values'

describe('userNameError', () => {
  it('takes the names the API takes', () => {
    for (const n of ['z', 'zoe', 'Zoe'.toLowerCase(), 'ops-Oncall2', 'a'.repeat(63)])
      expect(userNameError(n)).toBe(true)
  })
  it('says what is wrong with the others', () => {
    expect(userNameError('a'.repeat(64))).toMatch(/63 characters/)
    expect(userNameError('1zoe')).toMatch(/start with a lower-case letter/)
    expect(userNameError('Zoe')).toMatch(/start with a lower-case letter/)
    expect(userNameError('zoe.smith')).toMatch(/letters, digits and dashes/)
    expect(userNameError('zoe-')).toMatch(/end with a dash/)
    expect(userNameError('0b9a3c52-6f0e-4b33-9c1a-1c2d3e4f5a6b')).toMatch(/UUID/)
    // containing a UUID is fine
    expect(userNameError('u0b9a3c52-6f0e-4b33-9c1a-1c2d3e4f5a6b')).toBe(true)
  })
})

describe('passwords', () => {
  it('refuses too long or blank passwords', () => {
    expect(passwordError('x'.repeat(512))).toBe(true)
    expect(passwordError('x'.repeat(513))).toMatch(/512/)
    expect(passwordError('   ')).toMatch(/spaces/)
    expect(passwordError('')).toBe(true)
  })
  it('turns no password into a disallowed login', () => {
    expect(passwordBody('')).toEqual({ mode: 'login_disallowed' })
    expect(passwordBody('s3cret')).toEqual({ mode: 'password', value: 's3cret' })
  })
})
