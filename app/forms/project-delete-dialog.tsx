/**
 * The project delete confirmation, loaded when first opened (project-delete.tsx).
 *
 * It reads what the project still holds. Anything the user made (instances, disks, VPCs...)
 * is listed with its count and page, and the delete waits for it. The default VPC as the
 * project was made with it is not the user's business: the dialog deletes it first, step by
 * step (project-delete-plan.ts), showing each step's progress, then the project.
 */
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Link } from 'react-router'

import { type Project } from '~/api/__generated__/Api'
import { call, invalidate, qAll } from '~/api/client'
import { isApiError } from '~/api/errors'
import { CheckIcon, ErrorIcon } from '~/ui/icons'
import { Modal } from '~/ui/modal'
import { Spinner } from '~/ui/spinner'
import { addToast, ToastName } from '~/ui/toast'

import {
  blockersOf,
  deleteSteps,
  type CleanupStep,
  type ProjectContents,
  type VpcParts,
} from './project-delete-plan'

type StepState = 'pending' | 'running' | 'done' | 'failed'

const messageOf = (e: unknown) =>
  isApiError(e) || e instanceof Error ? e.message : 'Unknown server error'

/** Everything a project holds that its deletion depends on. */
function useContents(project: string) {
  const query = { project }
  const lists = [
    useQuery(qAll('instanceList', { query })),
    useQuery(qAll('diskList', { query })),
    useQuery(qAll('snapshotList', { query })),
    useQuery(qAll('imageList', { query })),
    useQuery(qAll('vpcList', { query })),
    useQuery(qAll('floatingIpList', { query })),
    useQuery(qAll('antiAffinityGroupList', { query })),
    useQuery(qAll('affinityGroupList', { query })),
  ] as const
  const [instances, disks, snapshots, images, vpcs, fips, antiAffinity, affinity] = lists
  const hasDefault = !!vpcs.data?.items.some((v) => v.name === 'default')
  const vpcQuery = { project, vpc: 'default' }
  const parts = [
    useQuery({ ...qAll('vpcSubnetList', { query: vpcQuery }), enabled: hasDefault }),
    useQuery({ ...qAll('vpcRouterList', { query: vpcQuery }), enabled: hasDefault }),
    useQuery({ ...qAll('internetGatewayList', { query: vpcQuery }), enabled: hasDefault }),
  ] as const
  const [subnets, routers, gateways] = parts

  const all = [...lists, ...(hasDefault ? parts : [])]
  const error = all.find((q) => q.error)?.error
  const loading = all.some((q) => q.isPending)
  if (loading || error) return { loading, error, refetch: () => all.forEach((q) => q.refetch()) }

  const count = (q: { data?: { items: unknown[] } }) => q.data?.items.length ?? 0
  const contents: ProjectContents = {
    instances: count(instances),
    disks: count(disks),
    snapshots: count(snapshots),
    images: count(images),
    vpcs: vpcs.data?.items.map((v) => v.name) ?? [],
    floatingIps: count(fips),
    antiAffinityGroups: count(antiAffinity),
    affinityGroups: count(affinity),
  }
  const defaultParts: VpcParts | undefined = hasDefault
    ? {
        subnets: subnets.data?.items.map((s) => s.name) ?? [],
        routers: routers.data?.items.map((r) => ({ name: r.name, kind: r.kind })) ?? [],
        gateways: gateways.data?.items.map((g) => g.name) ?? [],
      }
    : undefined
  return { loading: false, contents, defaultParts }
}

/** Runs one step against the API. */
function runStep(project: string, step: CleanupStep): Promise<unknown> {
  const vpc = { project, vpc: 'default' }
  switch (step.kind) {
    case 'subnet':
      return call('vpcSubnetDelete', { path: { subnet: step.name }, query: vpc })
    case 'gateway':
      return call('internetGatewayDelete', {
        path: { gateway: step.name },
        query: { ...vpc, cascade: true },
      })
    case 'vpc':
      return call('vpcDelete', { path: { vpc: step.name }, query: { project } })
    case 'project':
      return call('projectDelete', { path: { project } })
  }
}

function StepIcon({ state }: { state: StepState }) {
  if (state === 'running') return <Spinner size="sm" />
  if (state === 'done') return <CheckIcon className="text-accent" />
  if (state === 'failed') return <ErrorIcon className="text-danger" />
  return <span aria-hidden className="mx-[3px] size-2.5 rounded-full border border-line-strong" />
}

const STATE_TEXT: Record<StepState, string> = {
  pending: 'to do',
  running: 'in progress',
  done: 'done',
  failed: 'failed',
}

export function ProjectDeleteDialog({
  project,
  onClose,
}: {
  project: Project
  onClose: () => void
}) {
  const name = project.name
  const read = useContents(name)
  const [states, setStates] = useState<Record<number, StepState>>({})
  const [failure, setFailure] = useState<string | undefined>()
  const [running, setRunning] = useState(false)
  // the steps as they were when the delete began: the lists refetch while it runs
  const plan = useRef<CleanupStep[] | null>(null)

  const blockers = read.contents ? blockersOf(name, read.contents, read.defaultParts) : []
  const steps =
    plan.current ?? (read.contents ? deleteSteps(name, read.contents, read.defaultParts) : [])
  const cleanup = steps.filter((s) => s.kind !== 'project')

  const dismiss = () => {
    if (!running) onClose()
  }

  const run = async () => {
    if (running) return
    plan.current = steps
    setRunning(true)
    setFailure(undefined)
    for (const [i, step] of steps.entries()) {
      if (states[i] === 'done') continue // a retry picks up where it failed
      setStates((s) => ({ ...s, [i]: 'running' }))
      try {
        await runStep(name, step)
      } catch (e) {
        setRunning(false)
        if (steps.length === 1) {
          // one call, like every confirm: the spec's error toast, and the modal closes
          addToast({ variant: 'error', title: 'Could not delete project', content: messageOf(e) })
          onClose()
          return
        }
        // a run of steps keeps its progress open, the failing step marked, to retry from there
        setStates((s) => ({ ...s, [i]: 'failed' }))
        setFailure(messageOf(e))
        return
      }
      setStates((s) => ({ ...s, [i]: 'done' }))
    }
    await invalidate('projectList')
    addToast({
      content: (
        <>
          Project <ToastName>{name}</ToastName> deleted
        </>
      ),
    })
    setRunning(false)
    onClose()
  }

  const blocked = blockers.length > 0
  const disabledReason = read.loading
    ? 'Checking what the project holds'
    : blocked
      ? 'Delete what the project holds first'
      : undefined

  return (
    <Modal isOpen onDismiss={dismiss} title="Delete project">
      <Modal.Body>
        {read.loading ? (
          <p className="flex items-center gap-2">
            <Spinner size="sm" />
            Checking what {name} holds…
          </p>
        ) : read.error ? (
          <div role="alert" className="space-y-2">
            <p className="text-danger">
              Could not read what {name} holds: {read.error.message}
            </p>
            <button
              type="button"
              className="text-accent underline-offset-2 hover:underline"
              onClick={read.refetch}
            >
              Check again
            </button>
          </div>
        ) : blocked ? (
          <>
            <p>
              <strong className="font-medium text-fg">{name}</strong> cannot be deleted while it
              holds anything. Delete these first, then come back:
            </p>
            <ul aria-label={`What ${name} holds`} className="list-disc space-y-1 pl-5">
              {blockers.map((b) => (
                <li key={b.label}>
                  <Link to={b.to} className="text-accent underline-offset-2 hover:underline">
                    {b.label}
                  </Link>
                </li>
              ))}
            </ul>
            {read.contents?.vpcs.includes('default') &&
              !blockers.some((b) => b.label.includes('VPC')) && (
                <p className="text-xs text-tertiary">
                  Its default VPC can stay: it is deleted along with the project.
                </p>
              )}
          </>
        ) : (
          <>
            <p>
              Are you sure you want to delete{' '}
              <strong className="font-medium text-fg">{name}</strong>?
            </p>
            {cleanup.length > 0 && (
              <>
                <p>
                  It still holds the default VPC it was created with (its default subnet, internet
                  gateway, firewall rules and system router). The API deletes a project only once
                  that is gone, so it is deleted first, in this order:
                </p>
                <ol aria-label="Steps" className="space-y-1.5">
                  {steps.map((step, i) => {
                    const state = states[i] ?? 'pending'
                    return (
                      <li key={`${step.kind}:${step.name}`} className="flex items-start gap-2">
                        <span className="mt-0.5 inline-flex size-4 shrink-0 items-center justify-center">
                          <StepIcon state={state} />
                        </span>
                        <span className={state === 'done' ? 'text-tertiary' : 'text-fg'}>
                          {step.label}
                          <span className="sr-only">: {STATE_TEXT[state]}</span>
                        </span>
                      </li>
                    )
                  })}
                </ol>
              </>
            )}
            {failure && (
              <p role="alert" className="flex items-start gap-2 text-danger">
                <ErrorIcon className="mt-0.5 shrink-0" />
                <span>Could not delete project: {failure}</span>
              </p>
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer
        onDismiss={dismiss}
        onAction={() => void run()}
        actionText={failure ? 'Try again' : 'Confirm'}
        actionType="danger"
        actionLoading={running}
        disabled={!!disabledReason || !!read.error}
        disabledReason={disabledReason ?? (read.error ? 'Could not check the project' : undefined)}
      />
    </Modal>
  )
}
