/**
 * Gate (scale): on the `scale` seed, a page of a big list costs about what a page of a small
 * one does, wherever the page is in the collection and however it is sorted. Compares medians
 * of interleaved runs, so a busy machine slows both sides alike; prints the figures.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { SCALE_PROJECT } from '../../mock-api/db'
import { freshClient, type MockClient, type PageJson } from '../../mock-api/testing'

const RUNS = 15
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** Median ms per request of each path, measured in rounds so load hits every path equally. */
async function race(api: MockClient, paths: string[]): Promise<number[]> {
  const samples = paths.map(() => [] as number[])
  for (const p of paths) await api.get(p) // warm up
  for (let r = 0; r < RUNS; r++) {
    for (const [i, p] of paths.entries()) {
      const start = performance.now()
      const res = await api.get(p)
      samples[i]!.push(performance.now() - start)
      expect(res.status).toBe(200)
    }
  }
  return samples.map(median)
}

/** The page token of the last page of a list, walking it 1,000 at a time. */
async function lastToken(api: MockClient, path: string): Promise<string> {
  let token: string | null = null
  let last = ''
  do {
    const res: { body: PageJson } = await api.get<PageJson>(
      `${path}&limit=1000${token ? `&page_token=${token}` : ''}`,
    )
    if (res.body.next_page) last = res.body.next_page
    token = res.body.next_page
  } while (token)
  return last
}

describe('list pages on the scale seed', () => {
  let api: MockClient
  beforeAll(() => {
    api = freshClient({ seed: 'scale' })
  })

  const lists = [
    ['projects (1,003)', '/v1/projects?sort_by=name_ascending'],
    ['instances (10,000)', `/v1/instances?project=${SCALE_PROJECT}&sort_by=name_ascending`],
    ['disks (10,000)', `/v1/disks?project=${SCALE_PROJECT}&sort_by=name_ascending`],
  ] as const

  it.each(lists)(
    '%s: the last page costs what a small list does',
    { timeout: 60_000 },
    async (name, path) => {
      const token = await lastToken(api, path)
      const [small, first, last, descending] = await race(api, [
        '/v1/instances?project=web-app&limit=50',
        `${path}&limit=50`,
        `${path}&limit=50&page_token=${token}`,
        `${path.replace('ascending', 'descending')}&limit=50`,
      ])
      const figures = { small, first, last, descending }
      console.log(
        `${name}: page of 50, median ms`,
        Object.fromEntries(
          Object.entries(figures).map(([k, v]) => [k, Math.round(v! * 100) / 100]),
        ),
      )
      const bound = Math.max(small!, first!) * 3 + 2
      expect(last, JSON.stringify(figures)).toBeLessThan(bound)
      expect(descending, JSON.stringify(figures)).toBeLessThan(bound)
    },
  )
})
