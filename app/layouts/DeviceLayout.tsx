import { Outlet } from 'react-router'

import { FerriteLogo } from '~/components/shell/logo'

/** A single card on a soft radial glow: the device sign-in pages. */
export function Component() {
  return (
    <main
      id="content"
      className="flex min-h-[calc(100dvh-var(--banner-h,0px))] flex-col items-center justify-center bg-[radial-gradient(ellipse_at_50%_40%,rgb(72_213_151/0.09),transparent_55%)] px-4 py-12"
    >
      <div className="w-full max-w-md rounded-xl border border-line-strong bg-raise px-8 py-9 shadow-popover">
        <Outlet />
      </div>
      <FerriteLogo className="mt-10 opacity-70" />
    </main>
  )
}
