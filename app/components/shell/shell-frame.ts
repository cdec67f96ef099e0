import { createContext, useContext } from 'react'

/**
 * What chrome surrounds a route's error screen: none (it takes the whole window), the top bar
 * (an area layout failed), or the top bar and a sidebar (a page failed inside its area). The
 * authenticated layout and the content pane provide it, so an error keeps the navigation that
 * did load.
 */
export type ShellFrame = 'none' | 'top-bar' | 'content'

export const ShellFrameContext = createContext<ShellFrame>('none')

export const useShellFrame = () => useContext(ShellFrameContext)
