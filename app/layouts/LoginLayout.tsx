import { Outlet } from 'react-router'

import { FerriteLogo } from '~/components/shell/logo'

/**
 * Split screen: a drawn rack of glowing sleds on the left (hidden on narrow screens), the
 * sign-in form in a narrow column on the right.
 */
export function Component() {
  return (
    <div className="flex min-h-[calc(100dvh-var(--banner-h,0px))]">
      <div className="relative hidden flex-1 overflow-hidden border-r border-line bg-canvas min-[800px]:block">
        <RackArt />
        <div className="absolute top-8 left-8">
          <FerriteLogo />
        </div>
        <p className="absolute bottom-8 left-8 max-w-xs text-sm text-tertiary">
          The console for your Oxide cloud: projects, instances, networks and the hardware under
          them.
        </p>
      </div>
      <main
        id="content"
        className="flex w-full flex-col items-center justify-center px-6 py-12 min-[800px]:w-[min(36rem,50%)]"
      >
        <div className="w-80 max-w-full">
          <Outlet />
        </div>
        <FerriteLogo className="mt-12 opacity-70 min-[800px]:hidden" />
      </main>
    </div>
  )
}

/** Our own artwork: a rack front of 16 sleds with a few status lights, in CSS. */
function RackArt() {
  const sleds = Array.from({ length: 16 }, (_, i) => i)
  return (
    <div
      className="absolute inset-0 flex items-center justify-center bg-[radial-gradient(ellipse_at_50%_45%,rgb(72_213_151/0.10),transparent_60%)]"
      aria-hidden="true"
    >
      <div className="flex w-[min(22rem,60%)] flex-col gap-1.5 rounded-xl border border-line-strong bg-default/80 p-3 shadow-[0_30px_80px_-20px_rgb(72_213_151/0.18)]">
        {sleds.map((i) => (
          <div
            key={i}
            className="flex h-5 items-center gap-2 rounded-[3px] border border-line bg-raise px-2"
          >
            <span
              className={
                i % 5 === 2
                  ? 'size-1.5 rounded-full bg-warning/80'
                  : 'size-1.5 rounded-full bg-accent shadow-[0_0_6px_var(--color-accent)]'
              }
            />
            <span className="h-px flex-1 bg-line-strong" />
            <span className="flex gap-0.5">
              {[0, 1, 2, 3, 4, 5].map((j) => (
                <span key={j} className="h-2.5 w-1 rounded-[1px] bg-line-strong" />
              ))}
            </span>
          </div>
        ))}
      </div>
    </div>
  )
}
