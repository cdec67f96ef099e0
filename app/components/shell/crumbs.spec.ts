import { describe, expect, it } from 'vitest'

import { announcement, crumbsOf, pageKey, pageTitle, type RouteHandle } from './crumbs'

const match = (pathname: string, handle?: RouteHandle, params = {}, loaderData?: unknown) => ({
  id: pathname,
  pathname,
  params,
  handle,
  loaderData,
})

describe('page title', () => {
  it('joins crumb labels deepest first and adds the product suffix', () => {
    const crumbs = crumbsOf([
      match('/'),
      match('/projects', { crumb: 'Projects' }),
      match(
        '/projects/web-app',
        { crumb: ({ params }) => params.project ?? '' },
        {
          project: 'web-app',
        },
      ),
      match('/projects/web-app/instances', { crumb: 'Instances' }),
    ])
    expect(pageTitle(crumbs)).toBe('Instances / web-app / Projects / Ferrite')
  })

  it('counts title-only (side modal) crumbs for the title', () => {
    const crumbs = crumbsOf([
      match('/', { crumb: 'Projects', crumbPath: '/projects' }),
      match('/projects-new', { crumb: 'New project', titleOnly: true }),
    ])
    expect(pageTitle(crumbs)).toBe('New project / Projects / Ferrite')
    expect(crumbs.filter((c) => !c.titleOnly).map((c) => c.label)).toEqual(['Projects'])
  })

  it('takes no crumb from a route whose loader failed, nor from below it', () => {
    const matches = [match('/'), match('/system', {}), match('/system/silos', { crumb: 'Silos' })]
    expect(crumbsOf(matches, { '/system': new Response(null, { status: 404 }) })).toEqual([])
    expect(crumbsOf(matches, {}).map((c) => c.label)).toEqual(['Silos'])
  })

  it('is just the product name without crumbs', () => {
    expect(pageTitle([])).toBe('Ferrite')
    expect(pageTitle(crumbsOf([match('/'), match('/x', {})]))).toBe('Ferrite')
  })

  it('computes labels from loader data and skips crumbs that fail', () => {
    const crumbs = crumbsOf([
      match('/a', { crumb: ({ data }) => (data as { name: string }).name }, {}, { name: 'db1' }),
      match('/b', {
        crumb: ({ data }) => (data as { name: string }).name,
      }),
    ])
    expect(crumbs.map((c) => c.label)).toEqual(['db1'])
  })

  it('links crumbs to crumbPath when given, else to the match', () => {
    const crumbs = crumbsOf([
      match('/', { crumb: 'Settings' }),
      match('/', { crumb: 'SSH Keys', crumbPath: () => '/settings/ssh-keys' }),
    ])
    expect(crumbs.map((c) => c.path)).toEqual(['/', '/settings/ssh-keys'])
  })
})

describe('announcement and page key', () => {
  it('announces deepest first, comma separated', () => {
    expect(announcement([{ label: 'Projects' }, { label: 'web-app' }])).toBe('web-app, Projects')
    expect(announcement([])).toBe('Ferrite')
  })

  it('ignores side modals for the page key', () => {
    const list = crumbsOf([match('/', { crumb: 'Projects', crumbPath: '/projects' })])
    const modal = crumbsOf([
      match('/', { crumb: 'Projects', crumbPath: '/projects' }),
      match('/projects-new', { crumb: 'New project', titleOnly: true }),
    ])
    expect(pageKey(list, '/projects')).toBe(pageKey(modal, '/projects-new'))
    expect(pageKey([], '/a')).not.toBe(pageKey([], '/b'))
  })
})
