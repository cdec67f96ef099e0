import { lazy, type ComponentProps, type ComponentType } from 'react'

/**
 * A component whose code is fetched on demand, like React's `lazy`, that renders at once once
 * its module has arrived. React's `lazy` suspends on its first render even when the module is
 * already here, and React then holds the revealed content back for up to 300 ms after the
 * fallback (its suspense throttle): a card whose code the loader fetched, or a menu fetched on
 * hover, still appeared a third of a second late. Call `preload` where the code should start
 * coming (a loader, a hover); the first render after it has arrived does not suspend.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React's lazy
export function preloadable<C extends ComponentType<any>>(load: () => Promise<C>) {
  let loaded: C | undefined
  let pending: Promise<C> | undefined
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // a later render or hover may try again (a deploy replaced the file, the network came back)
        pending = undefined
        throw error
      },
    )
    return pending
  }
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  function Preloadable(props: ComponentProps<C>) {
    const Loaded = (loaded ?? Lazy) as ComponentType<ComponentProps<C>>
    return <Loaded {...props} />
  }
  /**
   * Starts the download and asks nothing back (a loader, an idle callback, a hover): a failure
   * is left to the render that needs the component, which tries again and shows it.
   */
  const warm = () => {
    preload().catch(() => {})
  }
  return Object.assign(Preloadable, { preload, warm })
}
