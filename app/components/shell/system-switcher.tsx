import { SelectorIcon } from '~/ui/icons'
import { LazyPopup } from '~/ui/lazy-popup'
import { preloadable } from '~/ui/preloadable'

import { menuButtonClass, menuChevronClass } from './menu-style'
import type { Area } from './top-bar-menus'
import { loadTopBarMenus } from './user-menu'

export type { Area }

const SystemSwitcherPopup = preloadable(() => loadTopBarMenus().then((m) => m.SystemSwitcherPopup))

const LABEL = 'switch between system and silo'

/** For fleet viewers only: moves between the operator area and their own silo. */
export function SystemSwitcher({ current }: { current: Area }) {
  const area = current === 'system' ? 'System' : 'Silo'
  // the name starts with the visible text ("Area System"), so a speech user can say what they see
  const label = `Area ${area}, ${LABEL}`
  const face = (
    <>
      <span className="text-mono-caps text-tertiary">Area</span> <span>{area}</span>
      <SelectorIcon size={12} className={menuChevronClass} />
    </>
  )
  return (
    <LazyPopup
      load={SystemSwitcherPopup.preload}
      buttonProps={{ 'aria-label': label, 'aria-haspopup': 'menu', className: menuButtonClass }}
      render={(activation) => (
        <SystemSwitcherPopup activation={activation} label={label} current={current}>
          {face}
        </SystemSwitcherPopup>
      )}
    >
      {face}
    </LazyPopup>
  )
}
