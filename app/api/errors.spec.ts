import { afterEach, describe, expect, it, vi } from 'vitest'

import type { ErrorResult } from './__generated__/http-client'
import { ApiError, messageFor, processApiError } from './errors'

const errorResult = (status: number, data: Record<string, unknown>): ErrorResult => ({
  type: 'error',
  response: new Response(null, { status }),
  data: data as ErrorResult extends { data: infer D } ? D : never,
})

describe('error catalogue (spec section 8)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('client-side failure reading the response: "Error reading API response" with the status', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const result: ErrorResult = {
      type: 'client_error',
      response: new Response('<html>', { status: 502 }),
      error: new SyntaxError('Unexpected token <'),
      text: '<html>',
    }
    const e = processApiError(result, 'projectList')
    expect(e).toBeInstanceOf(ApiError)
    expect(e.message).toBe('Error reading API response (HTTP 502)')
    expect(e.statusCode).toBe(502)
  })

  it('Forbidden: "Action not authorized"', () => {
    expect(messageFor({ errorCode: 'Forbidden', message: 'Forbidden' }, 403, 'projectList')).toBe(
      'Action not authorized',
    )
    // a bare 403 without a body (chaos, proxies) reads the same
    expect(messageFor({}, 403, 'projectList')).toBe('Action not authorized')
  })

  it('ObjectNotFound: the server message, capitalised', () => {
    expect(
      messageFor(
        { errorCode: 'ObjectNotFound', message: 'not found: project with name "nope"' },
        404,
        'projectView',
      ),
    ).toBe('Not found: project with name "nope"')
  })

  it('ObjectAlreadyExists: resource from the message', () => {
    expect(
      messageFor(
        { errorCode: 'ObjectAlreadyExists', message: 'already exists: project "web-app"' },
        400,
        'projectCreate',
      ),
    ).toBe('Project name already exists')
    expect(
      messageFor(
        { errorCode: 'ObjectAlreadyExists', message: 'already exists: ssh-key "laptop"' },
        400,
        'currentUserSshKeyCreate',
      ),
    ).toBe('SSH key name already exists')
  })

  it('ObjectAlreadyExists: resource from the word before "create" in the call name', () => {
    expect(
      messageFor({ errorCode: 'ObjectAlreadyExists', message: 'conflict' }, 400, 'vpcSubnetCreate'),
    ).toBe('Subnet name already exists')
    expect(messageFor({ errorCode: 'ObjectAlreadyExists' }, 400, 'diskCreate')).toBe(
      'Disk name already exists',
    )
    expect(messageFor({ errorCode: 'ObjectAlreadyExists' }, 400, 'floatingIpCreate')).toBe(
      'IP name already exists',
    )
  })

  it('JSON parse message: detail and line/column suffix removed, capitalised', () => {
    expect(
      messageFor(
        { message: 'unable to parse JSON body: missing field `name` at line 1 column 2' },
        400,
        'projectCreate',
      ),
    ).toBe('Missing field `name`')
  })

  it('any other server error: the message capitalised, or "Unknown server error"', () => {
    expect(
      messageFor({ errorCode: 'InvalidRequest', message: 'project has instances' }, 400, 'x'),
    ).toBe('Project has instances')
    expect(messageFor({}, 500, 'projectList')).toBe('Unknown server error')
    expect(messageFor({ message: null }, 503, 'projectList')).toBe('Unknown server error')
  })

  it('logs URL, status, request id, code and message to the console', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const e = processApiError(
      errorResult(400, { errorCode: 'InvalidRequest', message: 'bad', requestId: 'req-1' }),
      'projectCreate',
    )
    expect(e).toMatchObject({ statusCode: 400, errorCode: 'InvalidRequest', requestId: 'req-1' })
    const line = String(log.mock.calls[0]?.[0])
    expect(line).toContain('projectCreate')
    expect(line).toContain('400')
    expect(line).toContain('request_id=req-1')
    expect(line).toContain('code=InvalidRequest')
    expect(line).toContain('message=bad')
  })

  it('keeps the seconds of a Retry-After header, and only a number of seconds', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const withHeader = (value: string): ErrorResult => ({
      type: 'error',
      response: new Response(null, { status: 429, headers: { 'Retry-After': value } }),
      data: { errorCode: 'TooManyRequests', message: 'slow down', requestId: 'r' },
    })
    expect(processApiError(withHeader('30'), 'loginLocal').retryAfter).toBe(30)
    expect(processApiError(withHeader('soon'), 'loginLocal').retryAfter).toBeUndefined()
    expect(processApiError(errorResult(429, {}), 'loginLocal').retryAfter).toBeUndefined()
  })
})
