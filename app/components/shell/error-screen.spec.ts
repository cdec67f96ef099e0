import { describe, expect, it } from 'vitest'

import { ApiError } from '~/api/errors'
import { isChunkLoadError } from '~/util/new-version'

import { errorStatus } from './error-screen'

describe('route errors', () => {
  it('recognise a chunk the browser could not fetch, in each browser’s words', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://console/assets/InstancesPage-abc.js', // Chromium
      'error loading dynamically imported module: https://console/assets/x.js', // Firefox
      'Importing a module script failed.', // Safari
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true)
    }
    expect(isChunkLoadError(new TypeError('x is not a function'))).toBe(false)
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module'))).toBe(false)
  })

  it('take the status of a thrown Response or an API error', () => {
    expect(errorStatus(new Response(null, { status: 404 }))).toBe(404)
    expect(errorStatus(new ApiError({ message: 'no', statusCode: 403, method: 'm' }))).toBe(403)
    expect(errorStatus(new TypeError('boom'))).toBeUndefined()
  })
})
