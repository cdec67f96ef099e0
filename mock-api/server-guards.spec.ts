import type { Server } from 'node:http'

import { afterEach, describe, expect, it } from 'vitest'

import { closeServer, listenOnLoopback, raw, type RawResult as Raw } from './http-testing'
import { createMockServer, type MockServerOptions } from './server'
import type { ErrorJson, PageJson } from './testing'

/** What the standalone server checks before the pipeline: Host, body size, source address. */

const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await closeServer(server)
})

async function start(options: MockServerOptions = {}): Promise<number> {
  const server = createMockServer(options)
  servers.push(server)
  return listenOnLoopback(server)
}

const errorOf = (r: Raw) => JSON.parse(r.body) as ErrorJson

describe('Host', () => {
  it('answers only the loopback names on its port and the allowed hosts', async () => {
    const port = await start({ allowedHosts: ['console.example', 'demo.example:8443'] })
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect((await raw(port, { headers: { host } })).status, host).toBe(200)
    }
    for (const host of ['console.example', 'console.example:443', 'demo.example:8443']) {
      expect((await raw(port, { headers: { host } })).status, host).toBe(200)
    }
    // a DNS rebinding page sends its own name; another port is another server
    for (const host of [
      `evil.example:${port}`,
      'evil.example',
      `127.0.0.1:${port + 1}`,
      `demo.example:${port}`,
    ]) {
      const r = await raw(port, { headers: { host } })
      expect(r.status, host).toBe(421)
      expect(errorOf(r)).toMatchObject({ error_code: 'MisdirectedRequest' })
      expect(errorOf(r).request_id).toMatch(/^[0-9a-f-]{36}$/)
    }
    // a Host that does not parse is a bad request, not a crash
    for (const host of ['[::bad', 'a b', 'x@127.0.0.1', `127.0.0.1:${port}/x`]) {
      const r = await raw(port, { headers: { host } })
      expect(r.status, host).toBe(400)
      expect(errorOf(r).message).toBe('malformed Host header')
    }
    // the serial console's WebSocket upgrade is held to the same rule
    const upgrade = await raw(port, {
      path: '/v1/instances/web-frontend-1/serial-console/stream?project=web-app',
      headers: {
        host: 'evil.example',
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    })
    expect(upgrade.status).toBe(421)
  })
})

describe('body size', () => {
  it('answers 413 while an oversized body is still coming, without reading it all', async () => {
    const port = await start()
    const total = 20 * 1024 * 1024
    const post = { method: 'POST', headers: { 'content-type': 'application/json' } }
    // streamed without a length: refused once the bytes read pass 1 MiB
    const chunked = await raw(port, { ...post, streamBytes: total })
    expect(chunked.status).toBe(413)
    expect(errorOf(chunked).message).toBe('request body exceeded maximum size of 1048576 bytes')
    expect(chunked.sentAtAnswer).toBeLessThan(total)
    expect(chunked.headers.connection).toBe('close')
    // a Content-Length over the limit is refused before a byte is read
    const declared = await raw(port, {
      ...post,
      headers: { ...post.headers, 'content-length': total },
      streamBytes: total,
    })
    expect(declared.status).toBe(413)
    expect(declared.sentAtAnswer).toBeLessThan(total)
    // the server still answers, and nothing was created
    const list = await raw(port, { path: '/v1/projects?limit=100' })
    expect((JSON.parse(list.body) as PageJson).items.map((p) => p.name)).toEqual([
      'data-pipeline',
      'sandbox',
      'web-app',
    ])
  })
})

describe('source address', () => {
  type Entry = { source_ip: string; request_uri: string }
  const since = () => new Date(Date.now() - 1000).toISOString()
  async function sourceOf(port: number, xff: string, name: string): Promise<string> {
    const start = since()
    const created = await raw(port, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
      body: JSON.stringify({ name, description: '' }),
    })
    expect(created.status).toBe(201)
    const log = await raw(port, {
      path: `/v1/system/audit-log?start_time=${start}&sort_by=time_and_id_descending`,
    })
    return (JSON.parse(log.body) as PageJson<Entry>).items[0]!.source_ip
  }

  it('ignores X-Forwarded-For unless told to trust a proxy', async () => {
    const port = await start()
    expect(await sourceOf(port, '<img src=x onerror=alert(1)>', 'xff-html')).toBe('127.0.0.1')
    expect(await sourceOf(port, '203.0.113.9', 'xff-ip')).toBe('127.0.0.1')
  })

  it('behind a trusted proxy takes the last hop, and only an IP address', async () => {
    const port = await start({ trustProxy: true })
    // the client wrote the first entry; the proxy appended the address it saw
    expect(await sourceOf(port, '198.51.100.1, 203.0.113.9', 'proxied-v4')).toBe('203.0.113.9')
    expect(await sourceOf(port, '2001:db8::7', 'proxied-v6')).toBe('2001:db8::7')
    expect(await sourceOf(port, '203.0.113.9, <b>x</b>', 'proxied-html')).toBe('127.0.0.1')
    expect(await sourceOf(port, '203.0.113.9:5000', 'proxied-port')).toBe('127.0.0.1')
  })
})
