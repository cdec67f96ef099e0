import { useEffect } from 'react'

import { TITLE_SUFFIX } from '~/util/constants'

import { pageTitle, useCrumbs } from './crumbs'

// Set by an error screen while it is shown: its crumbs are not the routes' crumbs.
let override: string | null = null

/** Keeps document.title in sync with the crumbs of the current routes. Mount once. */
export function DocumentTitle() {
  const crumbs = useCrumbs()
  const title = pageTitle(crumbs)
  // no dependency list: an override set or cleared by a child must be picked up on every commit
  useEffect(() => {
    document.title = override ?? title
  })
  return null
}

/** Titles the page "{label} / Ferrite" while the calling component is mounted. */
export function useTitleOverride(label: string) {
  useEffect(() => {
    override = label + TITLE_SUFFIX
    document.title = override
    return () => {
      override = null
    }
  }, [label])
}
