import { createContext, useContext } from 'react'

/**
 * What chrome surrounds a route's error screen: none (it takes the whole window), the top bar
 * (an area layout failed), the top bar and a sidebar (a page failed inside its area), or a
 * page with its own heading (a tab failed under it). The authenticated layout, the content
 * pane and such pages provide it, so an error keeps the navigation that did load.
 */
export type ShellFrame = 'none' | 'top-bar' | 'content' | 'nested'

export const ShellFrameContext = createContext<ShellFrame>('none')

export const useShellFrame = () => useContext(ShellFrameContext)
