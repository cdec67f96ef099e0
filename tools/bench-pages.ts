import type { Page } from '@playwright/test'

/** Client-side navigations the benchmark times, in order, starting from /projects. */
export const navigations: {
  name: string
  go: (p: Page) => Promise<void>
  ready: (p: Page) => Promise<void>
}[] = [
  {
    name: 'projects → web-app instances',
    go: (p) => p.getByRole('link', { name: 'web-app' }).click(),
    ready: (p) => p.getByRole('heading', { level: 1, name: 'Instances' }).waitFor(),
  },
]
