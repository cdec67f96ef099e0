import { Identicon } from '~/components/shell/identicon'

/** The silo the user signs in to, above every sign-in form. */
export function LoginHeader({ silo }: { silo: string }) {
  return (
    <div className="mb-7">
      <div className="flex items-center gap-3">
        <Identicon name={silo} size={36} />
        <div className="min-w-0">
          <div className="text-mono-caps text-tertiary">Sign in to silo</div>
          <h1 className="truncate text-2xl font-medium tracking-tight text-fg" tabIndex={-1}>
            {silo}
          </h1>
        </div>
      </div>
      <hr className="mt-6 border-line" />
    </div>
  )
}
