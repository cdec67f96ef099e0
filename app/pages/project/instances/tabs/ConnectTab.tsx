import { useState } from 'react'
import { Link, type LoaderFunctionArgs } from 'react-router'

import { queryClient } from '~/api/client'
import { pb } from '~/api/path-builder'
import { instanceSelector, useInstanceSelector } from '~/api/selectors'
import { CliCommandModal } from '~/components/cli-command-modal'
import { type RouteHandle } from '~/components/shell/crumbs'
import { externalIpList, reachableIps, useExternalIps } from '~/resources/instances/external-ips'
import { loadInstance, useInstance } from '~/resources/instances/instance-queries'
import { instanceDisabledReason } from '~/resources/instances/reasons'
import { Button, buttonClass } from '~/ui/button'
import { Card } from '~/ui/card'
import { CopyButton } from '~/ui/copy-button'
import { ExternalLinkIcon } from '~/ui/icons'
import { Spinner } from '~/ui/spinner'

export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    loadInstance(params),
    queryClient.prefetchQuery(externalIpList(instanceSelector(params))),
  ])
  return null
}

export const handle: RouteHandle = { crumb: 'Connect' }

function LearnMore({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 hover:text-accent"
    >
      Learn more about {label}
      <ExternalLinkIcon size={11} />
    </a>
  )
}

function SerialConsoleCard() {
  const sel = useInstanceSelector()
  const instance = useInstance()
  const [cliOpen, setCliOpen] = useState(false)
  const reason = instanceDisabledReason('serialConsole', instance)
  return (
    <Card
      title="Serial console"
      description="Open the serial console here in the browser, or reach it from a terminal with the CLI."
      actions={
        <>
          <Button variant="ghost" size="sm" onClick={() => setCliOpen(true)}>
            CLI command
          </Button>
          {reason ? (
            <Button variant="primary" size="sm" disabled disabledReason={reason}>
              Connect
            </Button>
          ) : (
            <Link to={pb.serialConsole(sel)} className={buttonClass('primary', 'sm')}>
              Connect
            </Link>
          )}
        </>
      }
      footer={
        <LearnMore
          href="https://docs.oxide.computer/guides/managing-instances"
          label="the serial console"
        />
      }
    >
      {reason ? (
        <p>
          {reason}. This instance is <strong className="text-fg">{instance.runState}</strong>
          {'; '}start it to connect.
        </p>
      ) : (
        <p>The console shows the instance’s boot log and takes keyboard input.</p>
      )}
      <CliCommandModal
        isOpen={cliOpen}
        onDismiss={() => setCliOpen(false)}
        project={sel.project}
        instance={sel.instance}
      />
    </Card>
  )
}

function SshCard() {
  const sel = useInstanceSelector()
  const { data, isPending } = useExternalIps(sel)
  const ip = reachableIps(data?.items ?? [])[0]?.ip
  const command = `ssh <user>@${ip ?? '<external IP>'}`
  return (
    <Card
      title="SSH"
      description="When the guest runs an SSH server, log in with any SSH client."
      footer={
        <LearnMore
          href="https://docs.oxide.computer/guides/deploying-workloads"
          label="SSH access"
        />
      }
    >
      {isPending ? (
        <Spinner label="Loading external IPs" />
      ) : (
        <div className="space-y-3">
          <div className="flex items-center gap-2">
            <pre className="min-w-0 flex-1 overflow-x-auto rounded-md border border-line bg-canvas px-3 py-2 font-mono text-xs text-fg">
              <code>{command}</code>
            </pre>
            {ip && <CopyButton text={command} label="Copy SSH command" />}
          </div>
          {ip ? (
            <p className="text-tertiary">
              Replace <code className="font-mono text-secondary">&lt;user&gt;</code> with a user the
              image sets up (for example <code className="font-mono">ubuntu</code> on Ubuntu
              images); your SSH keys were added to the instance when it was created.
            </p>
          ) : (
            <p className="text-tertiary">
              This instance has no external IP address. You can attach an ephemeral or floating IP
              on the{' '}
              <Link to={pb.instanceNetworking(sel)} className="text-secondary hover:text-accent">
                networking tab
              </Link>
              .
            </p>
          )}
        </div>
      )}
    </Card>
  )
}

/** Ways into the instance: the serial console (browser or CLI) and SSH. */
export function Component() {
  return (
    <div className="grid gap-6">
      <SerialConsoleCard />
      <SshCard />
    </div>
  )
}
