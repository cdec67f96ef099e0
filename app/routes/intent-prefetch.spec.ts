// @vitest-environment jsdom
import { type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { installIntentPrefetch, INTENT_DELAY_MS, prefetchPath } from './intent-prefetch'
import { goTo, mod, type RouteModule } from './lazy'

const Component = () => null

function fakeRoutes() {
  const calls: string[] = []
  const page = (name: string): (() => Promise<RouteModule>) =>
    vi.fn(async () => {
      calls.push(`load ${name}`)
      return {
        Component,
        loader: ({ params }: LoaderFunctionArgs) => {
          calls.push(`loader ${name} ${JSON.stringify(params)}`)
          return null
        },
      }
    })
  const loads = { layout: page('layout'), list: page('list'), other: page('other') }
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [
        {
          path: 'projects/:project',
          lazy: mod(loads.layout),
          children: [goTo('instances'), { path: 'instances', lazy: mod(loads.list) }],
        },
        { path: 'other', lazy: mod(loads.other) },
      ],
    },
  ]
  return { routes, calls, loads }
}

describe('prefetchPath', () => {
  it('loads every matched route module and runs their loaders with the params', async () => {
    const { routes, calls, loads } = fakeRoutes()
    await prefetchPath(routes, '/projects/web-app/instances')
    expect(calls.sort()).toEqual([
      'load layout',
      'load list',
      'loader layout {"project":"web-app"}',
      'loader list {"project":"web-app"}',
    ])
    expect(loads.other).not.toHaveBeenCalled()
  })

  it('follows a redirect to the page it leads to (a project link lands on its instances)', async () => {
    const { routes, calls } = fakeRoutes()
    await prefetchPath(routes, '/projects/web-app')
    expect(calls).toContain('load list')
    expect(calls).toContain('loader list {"project":"web-app"}')
  })

  it("follows a redirect at once, not after the layout's data", async () => {
    let release = () => {}
    const layoutData = new Promise<null>((done) => (release = () => done(null)))
    const listLoader = vi.fn(() => null)
    const routes: RouteObject[] = [
      {
        path: '/projects/:project',
        lazy: mod(async () => ({ Component, loader: () => layoutData })),
        children: [
          goTo('instances'),
          { path: 'instances', lazy: mod(async () => ({ Component, loader: listLoader })) },
        ],
      },
    ]
    const done = prefetchPath(routes, '/projects/web-app')
    await vi.waitFor(() => expect(listLoader).toHaveBeenCalled())
    release()
    await done
  })

  it('preloads every file of the page a redirect leads to at once', async () => {
    const preloaded: string[] = []
    const w = window as { __ferritePreload?: (path: string) => void }
    w.__ferritePreload = (path) => preloaded.push(path)
    try {
      await prefetchPath(fakeRoutes().routes, '/projects/web-app')
    } finally {
      delete w.__ferritePreload
    }
    expect(preloaded).toEqual(['/projects/web-app/instances'])
  })

  it('leaves sign-in and device pages alone (their loaders may navigate)', async () => {
    const load = vi.fn(async () => ({ Component }))
    await prefetchPath([{ path: '/login', lazy: mod(load) }], '/login')
    expect(load).not.toHaveBeenCalled()
  })

  it('swallows loader failures: the navigation shows them', async () => {
    const routes: RouteObject[] = [
      {
        path: '/x',
        lazy: mod(async () => ({
          Component,
          loader: () => {
            throw new Response(null, { status: 404 })
          },
        })),
      },
    ]
    await expect(prefetchPath(routes, '/x')).resolves.toBeUndefined()
  })
})

describe('intent to navigate', () => {
  let prefetch: ReturnType<typeof vi.fn<(href: string) => void>>
  let warm: ReturnType<typeof vi.fn<(href: string) => void>>
  let uninstall: () => void
  const link = (href: string, attrs: Record<string, string> = {}) => {
    const a = document.createElement('a')
    a.href = href
    a.textContent = href
    for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v)
    document.body.append(a)
    return a
  }
  const over = (el: Element) => el.dispatchEvent(new Event('pointerover', { bubbles: true }))
  const out = (el: Element, to: Element | null = document.body) =>
    el.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget: to }))

  beforeEach(() => {
    vi.useFakeTimers()
    prefetch = vi.fn<(href: string) => void>()
    warm = vi.fn<(href: string) => void>()
    uninstall = installIntentPrefetch(prefetch, { warm })
  })
  afterEach(() => {
    uninstall()
    document.body.innerHTML = ''
    vi.useRealTimers()
  })

  it(`prefetches a link hovered for ${INTENT_DELAY_MS} ms, once while fresh`, () => {
    const a = link('/projects/web-app/instances')
    over(a)
    vi.advanceTimersByTime(INTENT_DELAY_MS - 1)
    expect(prefetch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(prefetch).toHaveBeenCalledWith('/projects/web-app/instances')
    out(a)
    over(a)
    vi.advanceTimersByTime(INTENT_DELAY_MS)
    a.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(prefetch).toHaveBeenCalledTimes(1)
  })

  it('does not prefetch a link the pointer only passes over', () => {
    const a = link('/projects')
    over(a)
    vi.advanceTimersByTime(INTENT_DELAY_MS / 2)
    out(a)
    vi.advanceTimersByTime(INTENT_DELAY_MS)
    expect(prefetch).not.toHaveBeenCalled()
  })

  it('warms a link’s files the moment the pointer or focus arrives, before the rest', () => {
    const a = link('/projects/web-app/disks-new')
    over(a)
    expect(warm).toHaveBeenCalledWith('/projects/web-app/disks-new')
    expect(prefetch).not.toHaveBeenCalled()
    link('/system/silos-new').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(warm).toHaveBeenLastCalledWith('/system/silos-new')
    expect(warm).toHaveBeenCalledTimes(2)
  })

  it('keeps the intent while the pointer moves inside the link', () => {
    const a = link('/projects')
    const icon = document.createElement('span')
    a.append(icon)
    over(a)
    out(a, icon)
    over(icon)
    vi.advanceTimersByTime(INTENT_DELAY_MS)
    expect(prefetch).toHaveBeenCalledTimes(1)
  })

  it('prefetches at once on a press, and after focus rests on a link', () => {
    link('/settings/profile').dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(prefetch).toHaveBeenLastCalledWith('/settings/profile')
    link('/settings/ssh-keys').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    vi.advanceTimersByTime(INTENT_DELAY_MS)
    expect(prefetch).toHaveBeenLastCalledWith('/settings/ssh-keys')
  })

  it('ignores other sites, new tabs, downloads and the current page', () => {
    for (const a of [
      link('https://example.com/projects'),
      link('/projects', { target: '_blank' }),
      link('/export.csv', { download: '' }),
      link(window.location.pathname),
    ]) {
      a.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    }
    expect(prefetch).not.toHaveBeenCalled()
  })
})
