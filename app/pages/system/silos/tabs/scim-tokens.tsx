import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { type ScimClientBearerTokenValue } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/api-request'
import { invalidate, q, useApiMutation } from '~/api/client'
import { confirmAction } from '~/components/confirm'
import { formatDateTime } from '~/table/columns'
import { Button } from '~/ui/button'
import { Card } from '~/ui/card'
import { CopyButton } from '~/ui/copy-button'
import { Message } from '~/ui/message'
import { Modal } from '~/ui/modal'
import { Spinner } from '~/ui/spinner'
import { addToast } from '~/ui/toast'

const tokenList = (silo: string) => q('scimTokenList', { query: { silo } })

/**
 * The bearer tokens an identity provider uses to manage the silo's users and groups over SCIM:
 * create (the secret is shown once, to copy), and delete.
 */
export function ScimTokensCard({ silo }: { silo: string }) {
  const tokens = useQuery({ ...tokenList(silo), throwOnError: false })
  const [created, setCreated] = useState<ScimClientBearerTokenValue | null>(null)
  const create = useApiMutation('scimTokenCreate', {
    onSuccess: (t) => {
      setCreated(t)
      void invalidate('scimTokenList')
    },
    onError: (e) =>
      addToast({ variant: 'error', title: 'Could not create the token', content: e.message }),
  })
  const remove = useApiMutation('scimTokenDelete', { onSuccess: () => invalidate('scimTokenList') })

  return (
    <Card
      title="SCIM tokens"
      description="What the identity provider authenticates with when it manages this silo's users and groups"
      actions={
        <Button
          writes
          size="sm"
          variant="secondary"
          loading={create.isPending}
          onClick={() => create.mutate({ query: { silo } })}
        >
          Create token
        </Button>
      }
    >
      {tokens.isPending ? (
        <Spinner size="sm" label="Loading SCIM tokens" />
      ) : tokens.error ? (
        <p className="text-sm text-danger">Could not load the tokens: {tokens.error.message}</p>
      ) : tokens.data.length === 0 ? (
        <p className="text-sm text-tertiary">No SCIM tokens</p>
      ) : (
        <ul aria-label="SCIM tokens" className="divide-y divide-line text-sm">
          {tokens.data.map((t) => (
            <li key={t.id} className="flex items-center gap-4 py-2">
              <span className="font-mono text-xs text-secondary">{t.id}</span>
              <span className="text-tertiary">created {formatDateTime(t.timeCreated)}</span>
              <span className="text-tertiary">
                {t.timeExpires ? `expires ${formatDateTime(t.timeExpires)}` : 'never expires'}
              </span>
              <Button
                writes
                className="ml-auto"
                size="sm"
                variant="ghost"
                aria-label={`Delete token ${t.id}`}
                onClick={() => {
                  const req = apiRequest('scimTokenDelete', {
                    path: { tokenId: t.id },
                    query: { silo },
                  })
                  confirmAction({
                    title: 'Delete SCIM token',
                    content:
                      'The identity provider can no longer manage users and groups with this token; give it another one first.',
                    actionType: 'danger',
                    actionText: 'Delete',
                    errorTitle: 'Could not delete the token',
                    requests: () => req,
                    doAction: async () => {
                      await remove.mutateAsync(req)
                      addToast({ content: 'SCIM token deleted' })
                    },
                  })
                }}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {created && (
        <Modal isOpen onDismiss={() => setCreated(null)} title="SCIM token created">
          <Modal.Body>
            <Message
              variant="notice"
              content="This is the only time the token is shown. Copy it into the identity provider now; anyone holding it can make users silo admins."
            />
            <div className="mt-4 flex items-center gap-2 rounded-md border border-line p-2">
              <code className="min-w-0 flex-1 font-mono text-xs break-all text-fg">
                {created.bearerToken}
              </code>
              <CopyButton text={created.bearerToken} label="Copy token" />
            </div>
          </Modal.Body>
          <Modal.CloseFooter onClose={() => setCreated(null)} />
        </Modal>
      )}
    </Card>
  )
}
