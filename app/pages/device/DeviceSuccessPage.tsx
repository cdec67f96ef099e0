import { type RouteHandle } from '~/components/shell/crumbs'
import { CheckIcon } from '~/ui/icons'

export const handle: RouteHandle = { crumb: 'Device logged in' }

export function Component() {
  return (
    <div className="flex flex-col items-center text-center">
      <span className="relative mb-6 flex size-12 items-center justify-center">
        <span className="absolute inset-0 animate-ping rounded-full bg-accent-dim motion-reduce:hidden" />
        <span className="relative flex size-12 items-center justify-center rounded-full border border-accent-line bg-accent-dim text-accent">
          <CheckIcon size={22} />
        </span>
      </span>
      <h1 className="text-2xl font-medium tracking-tight text-fg" tabIndex={-1}>
        Device logged in
      </h1>
      <p className="mt-2 text-secondary">You can close this window</p>
    </div>
  )
}
