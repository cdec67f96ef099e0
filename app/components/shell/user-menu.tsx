import { ChevronDownIcon, UserIcon } from '~/ui/icons'
import { LazyPopup } from '~/ui/lazy-popup'
import { preloadable } from '~/ui/preloadable'

import { menuButtonClass, menuChevronClass } from './menu-style'

export const loadTopBarMenus = () => import('./top-bar-menus')
const UserMenuPopup = preloadable(() => loadTopBarMenus().then((m) => m.UserMenuPopup))

const LABEL = 'user menu'

/** Top-right menu: who is signed in, a way to settings, and out. */
export function UserMenu({ displayName }: { displayName: string | undefined }) {
  const name = displayName || 'User'
  // the name starts with the visible text (who is signed in), so a speech user can say what they
  // see; on a phone the name is hidden and only the icon shows
  const label = `${name}, ${LABEL}`
  const face = (
    <>
      <UserIcon className="text-tertiary" />
      <span className="max-w-40 truncate max-[769px]:hidden">{name}</span>
      <ChevronDownIcon size={12} className={menuChevronClass} />
    </>
  )
  return (
    <LazyPopup
      load={UserMenuPopup.preload}
      buttonProps={{ 'aria-label': label, 'aria-haspopup': 'menu', className: menuButtonClass }}
      render={(activation) => (
        <UserMenuPopup activation={activation} label={label}>
          {face}
        </UserMenuPopup>
      )}
    >
      {face}
    </LazyPopup>
  )
}
