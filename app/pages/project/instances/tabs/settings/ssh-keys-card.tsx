import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'

import { qAll } from '~/api/client'
import { pb } from '~/api/path-builder'
import { type InstanceSelector } from '~/api/selectors'
import { SimpleTable } from '~/table/simple-table'
import { Card } from '~/ui/card'
import { formatDateTime } from '~/util/date'

/** The SSH keys the instance was created with (all of them: an instance takes a handful). */
export const instanceSshKeys = (sel: InstanceSelector) =>
  qAll('instanceSshPublicKeyList', {
    path: { instance: sel.instance },
    query: { project: sel.project },
  })

/** The key's type and the end of its data: enough to tell two keys apart at a glance. */
function keySummary(publicKey: string): string {
  const [type = '', data = ''] = publicKey.trim().split(/\s+/)
  return data.length > 12 ? `${type} …${data.slice(-12)}` : `${type} ${data}`.trim()
}

/**
 * Which of the user's SSH keys were put on the instance when it was created. The API fixes them
 * at creation: keys added to or deleted from the profile later do not reach the instance.
 */
export function SshKeysCard({ sel }: { sel: InstanceSelector }) {
  const keys = useQuery(instanceSshKeys(sel))
  return (
    <Card
      title="SSH keys"
      description="The public keys given to the instance when it was created, for cloud-init to install. They are fixed at creation: keys added to your profile later do not reach it."
    >
      {keys.isPending ? (
        <p className="text-sm text-secondary" aria-busy>
          Loading the instance's SSH keys…
        </p>
      ) : keys.isError ? (
        <p role="alert" className="text-sm text-danger">
          Could not load the instance's SSH keys: {keys.error.message}
        </p>
      ) : (
        <SimpleTable
          label="SSH keys of the instance"
          headers={['Name', 'Key', 'Added to the profile']}
          rows={keys.data.items.map((k) => ({
            key: k.id,
            cells: [
              <span key="name" className="text-fg">
                {k.name}
              </span>,
              <code key="key" className="text-xs">
                {keySummary(k.publicKey)}
              </code>,
              formatDateTime(k.timeCreated),
            ],
          }))}
          empty={
            <>
              No SSH keys were given to this instance at creation. Add keys to{' '}
              <Link to={pb.sshKeys()} className="text-accent underline-offset-2 hover:underline">
                your profile
              </Link>{' '}
              to offer them when you create the next one.
            </>
          }
        />
      )}
    </Card>
  )
}
