import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { call, invalidate, qAll } from '~/api/client'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'

import { isUploadLeftoverDisk, isUploadLeftoverSnapshot } from './image-upload-plan'
import { cleanUpUpload, type CleanupResult } from './image-upload-run'

/**
 * Temporary disks and snapshots that earlier uploads left (a page closed mid-upload, a cleanup
 * that failed), with an offer to delete them.
 */
export function Leftovers({ project }: { project: string }) {
  const disks = useQuery({ ...qAll('diskList', { query: { project } }), throwOnError: false })
  const snapshots = useQuery({
    ...qAll('snapshotList', { query: { project } }),
    throwOnError: false,
  })
  const [cleaning, setCleaning] = useState(false)
  const [result, setResult] = useState<CleanupResult | null>(null)

  if (result?.ok) {
    return (
      <Message
        variant="success"
        title="Cleaned up"
        content="The temporary disks and snapshots of earlier uploads were deleted."
      />
    )
  }
  if (!disks.data || !snapshots.data) return null
  const allDisks = disks.data.items
  const leftDisks = allDisks.filter(isUploadLeftoverDisk).map((d) => d.name)
  const leftSnapshots = snapshots.data.items
    .filter((s) => isUploadLeftoverSnapshot(s, allDisks))
    .map((s) => s.name)
  const names = [...leftSnapshots, ...leftDisks]
  if (names.length === 0) return null

  const cleanUp = async () => {
    setCleaning(true)
    const problems: string[] = []
    for (const snapshot of leftSnapshots) {
      problems.push(...(await cleanUpUpload(call, project, { disk: null, snapshot })).problems)
    }
    for (const disk of leftDisks) {
      problems.push(...(await cleanUpUpload(call, project, { disk, snapshot: null })).problems)
    }
    await Promise.all([invalidate('diskList'), invalidate('snapshotList')])
    setResult({ ok: problems.length === 0, problems })
    setCleaning(false)
  }

  return (
    <Message
      variant="notice"
      title="Left from an earlier upload"
      content={
        <div className="space-y-2">
          <p>
            An upload that did not finish left {leftDisks.length > 0 && 'temporary disks'}
            {leftDisks.length > 0 && leftSnapshots.length > 0 && ' and '}
            {leftSnapshots.length > 0 && 'temporary snapshots'} in this project: {names.join(', ')}.
            They take up storage. If an upload is still running in another tab, cleaning up stops
            it.
          </p>
          {result && !result.ok && (
            <p className="text-danger">{result.problems.join('. ')}. Try again in a moment.</p>
          )}
          <Button variant="secondary" size="sm" loading={cleaning} onClick={() => void cleanUp()}>
            Clean up
          </Button>
        </div>
      }
    />
  )
}
