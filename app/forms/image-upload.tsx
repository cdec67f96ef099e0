import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { call, invalidate } from '~/api/client'
import { isApiError, type ApiError } from '~/api/errors'
import { pb } from '~/api/path-builder'
import { useProjectSelector } from '~/api/selectors'
import { callWithJsonBody } from '~/api/serialized-body'
import { RadioField } from '~/components/form/choice-fields'
import { FileField } from '~/components/form/file-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { type RouteHandle } from '~/components/shell/crumbs'
import { Button } from '~/ui/button'
import { Message } from '~/ui/message'
import { Modal } from '~/ui/modal'
import { addToast, ToastName } from '~/ui/toast'
import { formatBytes } from '~/util/units'

import { ImageIdentityFields } from './image-identity-fields'
import { checkImageFile, readHeadAndTail, type FileCheck } from './image-upload-checks'
import { type UploadProgress } from './image-upload-chunks'
import { EndedMessage, type Ended } from './image-upload-ended'
import { Leftovers } from './image-upload-leftovers'
import {
  addSample,
  initialSteps,
  MAX_UPLOAD_BYTES,
  randomTag,
  stepLabel,
  type Sample,
  type StepId,
  type StepStates,
} from './image-upload-plan'
import { stepAnnouncement, UploadSteps } from './image-upload-progress'
import { uploadRequests } from './image-upload-requests'
import { runUpload } from './image-upload-run'

export const handle: RouteHandle = { crumb: 'Upload image', titleOnly: true }

const docs = [
  {
    href: 'https://docs.oxide.computer/guides/creating-and-sharing-images',
    label: 'Uploading images',
  },
]

type BlockSizeValue = '512' | '2048' | '4096'

type UploadValues = {
  name: string
  description: string
  os: string
  version: string
  blockSize: BlockSizeValue
  file: File | null
}

const defaultValues: UploadValues = {
  name: '',
  description: '',
  os: '',
  version: '',
  blockSize: '512',
  file: null,
}

const BLOCK_SIZE_ITEMS = [
  { value: '512', label: '512', description: 'Most disk images' },
  { value: '2048', label: '2048', description: 'Bootable CD images (ISO)' },
  { value: '4096', label: '4096', description: 'Images made for 4K sectors' },
]

/** What the run and its requests are made from, but the file. */
const uploadInput = (v: UploadValues, project: string) => ({
  project,
  image: { name: v.name, description: v.description, os: v.os, version: v.version },
  blockSize: Number(v.blockSize) as 512 | 2048 | 4096,
})

/** The browser-side checks of image-upload-checks.ts, plus the largest disk there is. */
async function inspectFile(file: File, blockSize: number): Promise<FileCheck> {
  if (file.size > MAX_UPLOAD_BYTES) {
    return {
      error: `The file is ${formatBytes(file.size)}; an image can be at most ${formatBytes(MAX_UPLOAD_BYTES)}`,
      warnings: [],
    }
  }
  const { head, tail } = await readHeadAndTail(file)
  return checkImageFile({ name: file.name, size: file.size, blockSize, head, tail })
}

type Phase = 'idle' | 'checking' | 'uploading' | 'cleaning'

/** How often the progress on screen catches up with the chunker. */
const PROGRESS_TICK_MS = 250

/** Side modal at /projects/:project/images-new: a raw disk image file becomes a project image. */
export function Component() {
  const { project } = useProjectSelector()
  const navigate = useNavigate()
  const form = useForm<UploadValues>({ defaultValues })
  const [file, blockSize] = useWatch({ control: form.control, name: ['file', 'blockSize'] })

  const [phase, setPhase] = useState<Phase>('idle')
  const [steps, setSteps] = useState<StepStates | null>(null)
  const [progress, setProgress] = useState<UploadProgress | null>(null)
  const [samples, setSamples] = useState<Sample[]>([])
  const [ended, setEnded] = useState<Ended>(null)
  const [checkError, setCheckError] = useState<ApiError | null>(null)
  const [confirmCancel, setConfirmCancel] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [warnings, setWarnings] = useState<string[]>([])
  // the temporary names of the next run: the same in the equivalent shown and in the run
  const [tag, setTag] = useState(randomTag)
  const abort = useRef<AbortController | null>(null)
  const latest = useRef<UploadProgress | null>(null)
  const runArea = useRef<HTMLDivElement | null>(null)

  const busy = phase !== 'idle'
  const uploading = phase === 'uploading'
  const toList = () => navigate(pb.projectImages({ project }))

  // leaving the page (in the app) cancels the upload; its cleanup goes on without the page
  useEffect(() => () => abort.current?.abort(), [])

  // closing the tab mid-upload asks first (what was made is offered for cleanup next time)
  useEffect(() => {
    if (!uploading) return
    const warn = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [uploading])

  // a run starting or ending brings its steps and message into view
  useEffect(() => {
    if (uploading || ended) runArea.current?.scrollIntoView({ block: 'start' })
  }, [uploading, ended])

  // the progress on screen, a few times a second rather than per chunk
  useEffect(() => {
    if (!uploading) return
    const tick = () => {
      const p = latest.current
      if (!p) return
      setProgress(p)
      // sampled even when nothing moved, so a stalled upload's rate falls
      setSamples((s) => addSample(s, { at: performance.now(), done: p.done }))
    }
    const timer = setInterval(tick, PROGRESS_TICK_MS)
    return () => {
      clearInterval(timer)
      tick()
    }
  }, [uploading])

  // the file is checked as soon as it is picked, and again when the block size changes
  useEffect(() => {
    let current = true
    setWarnings([])
    if (!file) return
    void form.trigger('file')
    inspectFile(file, Number(blockSize))
      .then((check) => {
        if (current) setWarnings(check.error ? [] : check.warnings)
      })
      .catch(() => {
        // unreadable: the field's own check says so
      })
    return () => {
      current = false
    }
  }, [file, blockSize, form])

  const setStep = (id: StepId, state: StepStates[StepId]) => {
    setSteps((s) => ({ ...(s ?? initialSteps()), [id]: state }))
    setAnnouncement(stepAnnouncement(stepLabel(id), state))
  }

  async function upload(values: UploadValues) {
    const chosen = values.file
    if (!chosen || busy) return
    setEnded(null)
    setCheckError(null)
    setPhase('checking')
    // the name must be free before anything is made
    try {
      await call('imageView', { path: { image: values.name }, query: { project } })
      form.setError(
        'name',
        { type: 'server', message: 'An image with this name already exists in this project' },
        { shouldFocus: true },
      )
      setPhase('idle')
      return
    } catch (e) {
      if (!isApiError(e) || e.statusCode !== 404) {
        setCheckError(isApiError(e) ? e : null)
        setPhase('idle')
        return
      }
    }

    const controller = new AbortController()
    abort.current = controller
    latest.current = null
    setSteps(initialSteps())
    setProgress({ done: 0, sent: 0, skipped: 0, total: chosen.size })
    setSamples([{ at: performance.now(), done: 0 }])
    setPhase('uploading')

    const activity = (await import('./image-upload-activity')).recordUpload(project, values.name)
    const outcome = await runUpload(
      { ...uploadInput(values, project), file: chosen },
      {
        tag,
        api: activity.api,
        bulkWrite: (disk, body, signal) =>
          callWithJsonBody('diskBulkWriteImport', { ...disk, body }, { signal }),
        signal: controller.signal,
        onStep: (id, state) => {
          setStep(id, state)
          activity.step(id, state)
        },
        onProgress: (p) => {
          latest.current = p
        },
        onCleanup: (state) => {
          if (state === 'running') {
            setPhase('cleaning')
            setAnnouncement('Cleaning up what the upload made')
          }
        },
      },
    )
    abort.current = null
    setTag(randomTag())
    activity.finish(outcome)
    void invalidate('diskList')
    void invalidate('snapshotList')

    if (outcome.ok) {
      void invalidate('imageList')
      addToast({
        content: (
          <>
            Image <ToastName>{outcome.image.name}</ToastName> uploaded
          </>
        ),
      })
      if (outcome.leftovers.length > 0) {
        addToast({
          variant: 'error',
          title: 'Temporary disk or snapshot left behind',
          content: `${outcome.leftovers.join('. ')}. The upload form offers to clean it up next time.`,
        })
      }
      setPhase('idle')
      void toList()
      return
    }
    setEnded({
      kind: outcome.cancelled ? 'cancelled' : 'failed',
      step: outcome.step,
      message: outcome.message,
      cleanup: outcome.cleanup,
    })
    setAnnouncement('')
    setPhase('idle')
  }

  const dismiss = () => {
    if (uploading) setConfirmCancel(true)
    else void toList()
  }

  return (
    <SideModalForm
      form={form}
      formType="create"
      resourceName="image"
      title="Upload image"
      submitLabel="Upload image"
      onDismiss={dismiss}
      onSubmit={upload}
      request={(values) =>
        uploadRequests({ ...uploadInput(values, project), file: values.file, tag })
      }
      loading={busy}
      submitError={checkError}
      docs={docs}
    >
      {phase === 'idle' && <Leftovers project={project} />}
      {/* at the top, where it is seen: the run, or how the last one ended */}
      <div ref={runArea} className="scroll-mt-6 space-y-3 empty:hidden">
        {ended && <EndedMessage ended={ended} />}
        {steps && file && (
          <div className="space-y-3">
            <UploadSteps steps={steps} progress={progress} samples={samples} fileName={file.name} />
            {uploading && (
              <Button variant="danger" size="sm" onClick={() => setConfirmCancel(true)}>
                Cancel upload
              </Button>
            )}
            {phase === 'cleaning' && (
              <p className="text-sm text-secondary">
                Deleting the temporary snapshot and disk the upload made…
              </p>
            )}
          </div>
        )}
      </div>
      {/* the fields keep their values through a run; they cannot change during one */}
      <fieldset disabled={busy} className="m-0 min-w-0 space-y-6 border-0 p-0">
        <ImageIdentityFields control={form.control} autoFocus />
        <RadioField
          name="blockSize"
          label="Block size (bytes)"
          control={form.control}
          required
          layout="cards"
          items={BLOCK_SIZE_ITEMS}
        />
        <div className="space-y-2">
          <FileField
            name="file"
            label="Image file"
            control={form.control}
            required
            description="A raw disk image (.raw, .img or .iso), not compressed. It is read and sent a piece at a time."
            validate={async (value, values) => {
              if (!(value instanceof File)) return true
              try {
                return (await inspectFile(value, Number(values.blockSize))).error ?? true
              } catch {
                return 'The file could not be read'
              }
            }}
          />
          {warnings.length > 0 && (
            <Message
              variant="notice"
              title="Check the file"
              content={
                <ul className="list-disc space-y-1 pl-4">
                  {warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              }
            />
          )}
        </div>
      </fieldset>

      <div role="status" className="sr-only">
        {announcement}
      </div>

      <Modal
        isOpen={confirmCancel}
        onDismiss={() => setConfirmCancel(false)}
        title="Cancel upload"
        width="narrow"
      >
        <Modal.Body>
          <p>
            Stop uploading and delete the temporary disk and snapshot made so far? The form keeps
            what you entered, so you can try again.
          </p>
        </Modal.Body>
        <Modal.Footer
          onDismiss={() => setConfirmCancel(false)}
          cancelText="Keep uploading"
          actionText="Cancel upload"
          actionType="danger"
          onAction={() => {
            setConfirmCancel(false)
            abort.current?.abort()
          }}
        />
      </Modal>
    </SideModalForm>
  )
}
