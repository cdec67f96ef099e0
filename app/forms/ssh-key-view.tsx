import { useId } from 'react'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { q, queryClient, usePrefetchedQuery } from '~/api/client'
import { pb } from '~/api/path-builder'
import { sshKeySelector, useSelector } from '~/api/selectors'
import { FieldLabel } from '~/components/form/field'
import { ReadOnlySideModal } from '~/components/form/read-only-side-modal'
import { ResourceProperties } from '~/components/resource-properties'
import { type RouteHandle } from '~/components/shell/crumbs'
import { cn } from '~/ui/cn'
import { CopyButton } from '~/ui/copy-button'
import { KeyIcon } from '~/ui/icons'

const sshKeyView = (sshKey: string) => q('currentUserSshKeyView', { path: { sshKey } })

export async function loader({ params }: LoaderFunctionArgs) {
  // a missing key rejects with a 404, which the route shows as "Page not found"
  await queryClient.ensureQueryData(sshKeyView(sshKeySelector(params).sshKey))
  return null
}

export const handle: RouteHandle = {
  crumb: ({ params }) => sshKeySelector(params).sshKey,
  titleOnly: true,
}

/** A labelled value the user can select and copy but not change (the API has no key update). */
function ReadOnlyField({
  label,
  value,
  multiline = false,
  copy = false,
}: {
  label: string
  value: string
  multiline?: boolean
  copy?: boolean
}) {
  const id = useId()
  const className = cn(
    'input-base bg-raise text-secondary',
    multiline && 'resize-none font-mono text-xs',
  )
  return (
    <div className="max-w-lg">
      <div className="flex items-center justify-between">
        <FieldLabel htmlFor={id} required>
          {label}
        </FieldLabel>
        {copy && (
          <CopyButton text={value} label={`Copy ${label.toLowerCase()}`} className="-mt-1.5" />
        )}
      </div>
      {multiline ? (
        <textarea id={id} readOnly rows={8} value={value} className={className} />
      ) : (
        <input id={id} readOnly value={value} className={className} />
      )}
    </div>
  )
}

/** Read-only side modal at /settings/ssh-keys/:sshKey/edit. */
export function Component() {
  const navigate = useNavigate()
  const key = usePrefetchedQuery(sshKeyView(useSelector(sshKeySelector).sshKey))
  return (
    <ReadOnlySideModal
      title="View SSH key"
      subtitle={
        <span className="flex items-center gap-1.5">
          <KeyIcon size={14} className="text-accent" />
          <span className="truncate">{key.name}</span>
        </span>
      }
      onDismiss={() => navigate(pb.sshKeys())}
    >
      <ResourceProperties resource={key} className="mb-6" />
      <div className="space-y-6">
        <ReadOnlyField label="Name" value={key.name} />
        <ReadOnlyField label="Description" value={key.description} />
        <ReadOnlyField label="Public key" value={key.publicKey} multiline copy />
      </div>
    </ReadOnlySideModal>
  )
}
