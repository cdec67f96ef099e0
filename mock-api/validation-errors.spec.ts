import { describe, expect, it } from 'vitest'

import { clientPerTest, type ErrorJson } from './testing'
import { conciseMessage, fieldPath, nameProblem } from './validation-errors'

describe('refused requests are answered in the API’s words, not a schema dump', () => {
  const api = clientPerTest()

  it('an invalid project name names the field and the rule', async () => {
    const { status, body } = await api.post<ErrorJson>('/v1/projects', {
      name: 'Bad_Name',
      description: '',
    })
    expect(status).toBe(400)
    expect(body.error_code).toBe('InvalidRequest')
    expect(body.message).toBe(
      'unable to parse JSON body: name: name must begin with an ASCII lowercase character',
    )
    expect(body.message).not.toMatch(/zod|pattern|\[|\{/i)
  })

  it('each broken name rule is said plainly', async () => {
    const message = async (name: string) =>
      (await api.post<ErrorJson>('/v1/projects', { name, description: '' })).body.message
    expect(await message('web_app')).toBe(
      'unable to parse JSON body: name: name contains invalid character: "_" (allowed characters are lowercase ASCII, digits, and "-")',
    )
    expect(await message('web-')).toBe('unable to parse JSON body: name: name cannot end with "-"')
    expect(await message('a'.repeat(64))).toMatch(/name: name may contain at most 63 characters$/)
    expect(await message('')).toMatch(/name: name requires at least one character$/)
  })

  it('a path parameter that does not parse is a 400 naming it and its value, not a 404', async () => {
    const { status, body } = await api.get<ErrorJson>(
      '/v1/metrics/no_such_metric?start_time=2026-11-24T00:00:00Z&end_time=2026-11-24T01:00:00Z',
    )
    expect(status).toBe(400)
    expect(body.error_code).toBe('InvalidRequest')
    expect(body.message).toMatch(
      /^bad parameter in URL path: metric_name: unknown variant "no_such_metric"/,
    )
    expect(body.message).not.toContain('undefined')
  })

  it('a missing field and a wrong type', async () => {
    const missing = await api.post<ErrorJson>('/v1/projects', { description: 'x' })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('unable to parse JSON body: missing field `name`')
    const wrongType = await api.post<ErrorJson>('/v1/projects', { name: 'ok', description: 3 })
    expect(wrongType.body.message).toBe(
      'unable to parse JSON body: description: invalid type: number 3, expected string',
    )
  })

  it('a nested field is named with its path, in snake case', async () => {
    const { status, body } = await api.post<ErrorJson>('/v1/instances?project=web-app', {
      name: 'fine',
      description: '',
      hostname: 'fine',
      ncpus: 2,
      memory: 4 * 1024 ** 3,
      boot_disk: null,
      disks: [
        { type: 'create', name: '9lives', description: '', size: 1024 ** 3, disk_backend: null },
      ],
    })
    expect(status).toBe(400)
    expect(body.message).toMatch(/^unable to parse JSON body: /)
    expect(body.message).not.toMatch(/zod|\{/i)
    expect(body.message.length).toBeLessThan(200)
  })

  it('a bad query parameter', async () => {
    const { status, body } = await api.get<ErrorJson>('/v1/projects?limit=-5')
    expect(status).toBe(400)
    expect(body.message).toMatch(/^unable to parse query string: limit: /)
    expect(body.message).not.toMatch(/zod|\{/i)
  })
})

describe('the pieces', () => {
  it('nameProblem follows the name rules', () => {
    expect(nameProblem('web-app-2')).toBeUndefined()
    expect(nameProblem('2web')).toBe('name must begin with an ASCII lowercase character')
    expect(nameProblem('Web')).toBe('name must begin with an ASCII lowercase character')
    expect(nameProblem('12345678-1234-1234-1234-123456789abc')).toBe(
      'name cannot be a UUID to avoid ambiguity with IDs',
    )
  })

  it('fieldPath writes paths the way the API spells fields', () => {
    expect(fieldPath(['disks', 0, 'diskBackend'])).toBe('disks[0].disk_backend')
    expect(fieldPath(['publicKey'])).toBe('public_key')
  })

  it('a union is judged by its closest branch', () => {
    const message = conciseMessage(
      'body',
      [
        {
          code: 'invalid_union',
          path: ['boot'],
          errors: [
            [
              { code: 'invalid_type', path: ['a'], expected: 'string' },
              { code: 'invalid_type', path: ['b'], expected: 'string' },
            ],
            [{ code: 'too_big', path: ['size'], origin: 'number', maximum: 10 }],
          ],
        },
      ],
      { boot: { size: 11 } },
    )
    expect(message).toBe('unable to parse JSON body: boot.size: must be at most 10')
  })
})
