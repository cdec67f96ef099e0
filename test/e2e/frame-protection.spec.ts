/**
 * Another site cannot show the console in a frame (clickjacking): a server of the build says so
 * in its headers (frame-ancestors 'none', with nosniff and a same-origin referrer policy), and
 * served without them the app itself refuses to run in the frame and links out instead.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from './utils'

/**
 * A small server: at /evil?src=, a page holding `src` in a frame; anything else, the console's
 * files from `base` with their content type and no other header (as plain files are served).
 * Reached as http://localhost:<port> it is another origin than http://127.0.0.1:<port> (a
 * loopback address both, so Chromium's private network checks stay out of it).
 */
async function startServer(base: string): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    if (url.pathname === '/evil') {
      const src = encodeURI(url.searchParams.get('src') ?? '')
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(
        `<!doctype html><title>Not the console</title><h1>Win a prize</h1>` +
          `<iframe title="console" src="${src}" width="800" height="600"></iframe>`,
      )
      return
    }
    void fetch(new URL(url.pathname + url.search, base), {
      headers: { accept: req.headers.accept ?? '*/*' },
    })
      .then(async (upstream) => {
        res.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        })
        res.end(Buffer.from(await upstream.arrayBuffer()))
      })
      .catch(() => res.writeHead(502).end())
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return server
}

test('the console is never shown in a frame of another site', async ({
  page: ownPage,
  browser,
  baseURL,
}) => {
  // the server of the build sends the headers, on the page and on its files
  const html = await ownPage.request.get('/projects')
  const script = await ownPage.request.get('/theme.js')
  for (const res of [html, script]) {
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(res.headers()['x-content-type-options']).toBe('nosniff')
    expect(res.headers()['referrer-policy']).toBe('same-origin')
  }

  const server = await startServer(baseURL!)
  const port = (server.address() as AddressInfo).port
  // a context of its own: the test page's setup script cannot run in the browser's error page
  const context = await browser.newContext()
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const framedBy = async (src: string) => {
    await page.goto(`http://localhost:${port}/evil?src=${encodeURIComponent(src)}`)
    await expect(page.getByRole('heading', { name: 'Win a prize' })).toBeVisible()
    return page.frameLocator('iframe[title="console"]')
  }
  try {
    // so the browser refuses to load the console into another site's frame: its error page
    const frame = await framedBy(`${baseURL}/projects`)
    await expect
      .poll(() =>
        page
          .frames()
          .find((f) => f !== page.mainFrame())
          ?.url(),
      )
      .toMatch(/^chrome-error:/)
    await expect(frame.getByRole('link', { name: 'Projects' })).toHaveCount(0)

    // served as plain files, without the headers, the app refuses by itself
    const plain = `http://127.0.0.1:${port}/projects`
    const unguarded = await framedBy(plain)
    const out = unguarded.getByRole('link', { name: 'Open Ferrite in a new tab' })
    await expect(out).toBeVisible()
    await expect(out).toHaveAttribute('target', '_blank')
    await expect(out).toHaveAttribute('href', plain)
    await expect(
      unguarded.getByText('For your safety, Ferrite does not run inside a page of another site.'),
    ).toBeVisible()
    await expect(unguarded.getByRole('heading')).toHaveCount(0)
    // the same files in a tab of their own are the console
    await page.goto(plain)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects')
    expect(errors).toEqual([])
  } finally {
    await context.close()
    server.closeAllConnections()
    await new Promise<void>((done) => server.close(() => done()))
  }
})
