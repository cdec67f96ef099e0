import { CreateLink } from './create-link'

/** A tab's heading with its create link, above the tab's list: "Routers … New router". */
export function TabHeading({
  title,
  create,
}: {
  title: string
  create: { to: string; label: string }
}) {
  return (
    <div className="mb-3 flex items-center justify-between gap-2">
      <h2 className="text-base font-medium text-fg">{title}</h2>
      <CreateLink to={create.to} label={create.label} variant="primary" />
    </div>
  )
}
