/**
 * Route module for /projects/:project/instances-new: the full-page instance create form. The
 * sections live beside this file; `to-body.ts` maps the values to the API body.
 */
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, type LoaderFunctionArgs } from 'react-router'

import { diskCan, snapshotCan } from '~/api/capabilities'
import { invalidate, q, queryClient, useApiMutation } from '~/api/client'
import { ApiError } from '~/api/errors'
import { pb } from '~/api/path-builder'
import { projectSelector, useProjectSelector } from '~/api/selectors'
import { FullPageForm } from '~/components/form/full-page-form'
import { type RouteHandle } from '~/components/shell/crumbs'
import { InstancesDocsPopover } from '~/resources/instances/instance-header'
import { InstanceIcon } from '~/ui/icons'
import { PageHeader } from '~/ui/page-header'
import { addToast, ToastName } from '~/ui/toast'

import { prefetchFormData, useFormData } from './data'
import { defaultValues, type InstanceCreateValues } from './form-values'
import { AdvancedSection } from './section-advanced'
import { BootDiskSection, bootSourceOf } from './section-boot-disk'
import { DisksSection } from './section-disks'
import { GeneralSection } from './section-general'
import { HardwareSection } from './section-hardware'
import { NetworkingSection } from './section-networking'
import { SshKeysSection } from './section-ssh-keys'
import { fileToBase64, instanceCreateRequest, stableNames } from './to-body'

export async function loader({ params }: LoaderFunctionArgs) {
  await prefetchFormData(projectSelector(params).project)
  return null
}

export const handle: RouteHandle = { crumb: 'New instance' }

const docsLinks = [
  { href: 'https://docs.oxide.computer/guides/deploying-workloads', label: 'Instances' },
]

export const NO_BOOT_SOURCE =
  'A boot disk needs an image, a snapshot or a detached disk, and this project has none'

export function Component() {
  const { project } = useProjectSelector()
  const navigate = useNavigate()
  const data = useFormData(project)

  // computed once: later refetches must not reset what the user chose
  const [initial] = useState(() =>
    defaultValues({
      siloImages: data.siloImages,
      projectImages: data.projectImages,
      hasBootableDisks: data.disks.some(diskCan.attachToNewInstance),
      hasSnapshots: data.snapshots.some(snapshotCan.createDisk),
      hasDefaultVpc: data.vpcs.some((v) => v.name === 'default'),
      sshKeyIds: data.sshKeys.map((k) => k.id),
      pools: data.pools,
    }),
  )
  // a long form: say what is wrong as soon as a field is left, not only on submit
  const form = useForm<InstanceCreateValues>({ defaultValues: initial, mode: 'onTouched' })

  const create = useApiMutation('instanceCreate', {
    onSuccess(instance) {
      void invalidate('instanceList')
      // disks and floating IPs it took are attached now
      void invalidate('diskList')
      void invalidate('floatingIpList')
      queryClient.setQueryData(
        q('instanceView', { path: { instance: instance.name }, query: { project } }).queryKey,
        instance,
      )
      addToast({
        content: (
          <>
            Instance <ToastName>{instance.name}</ToastName> created
          </>
        ),
      })
      void navigate(pb.instanceStorage({ project, instance: instance.name }))
    },
  })

  // a generated boot disk name is the same in the equivalent shown and in the submit
  const [genName] = useState(() => stableNames())
  const request = (values: InstanceCreateValues, userData: string | undefined) =>
    instanceCreateRequest(values, project, {
      sourceName: bootSourceOf(data, values)?.name,
      userData,
      genName,
    })

  const onSubmit = async (values: InstanceCreateValues) => {
    const userData = values.userData ? await fileToBase64(values.userData) : undefined
    // the error is shown from the mutation's state; every value stays as it was
    await create.mutateAsync(request(values, userData)).catch(() => undefined)
  }

  // only the instance's own name clash belongs on the name field (a disk's goes in the bar)
  const submitError = useMemo(() => {
    const e = create.error
    if (e?.errorCode !== 'ObjectAlreadyExists' || e.message.startsWith('Instance')) return e
    return new ApiError({
      message: e.message,
      statusCode: e.statusCode,
      requestId: e.requestId,
      method: e.method,
    })
  }, [create.error])

  const nothingToBoot =
    data.siloImages.length === 0 &&
    data.projectImages.length === 0 &&
    !data.snapshots.some(snapshotCan.createDisk) &&
    !data.disks.some(diskCan.attachToNewInstance)
  // the shell's loading is the request alone: it ignores submits while loading, and
  // isSubmitting is already true when the submit handler runs
  const pending = form.formState.isSubmitting || create.isPending

  return (
    <>
      <PageHeader
        title="Create instance"
        icon={<InstanceIcon size={20} />}
        adornment={<InstancesDocsPopover links={docsLinks} />}
      />
      <FullPageForm
        form={form}
        resourceName="instance"
        onSubmit={onSubmit}
        request={(values) =>
          request(values, values.userData ? `<base64 of ${values.userData.name}>` : undefined)
        }
        loading={create.isPending}
        submitError={submitError}
        submitDisabled={nothingToBoot ? NO_BOOT_SOURCE : undefined}
        onCancel={() => navigate(pb.instances({ project }))}
      >
        {/* one switch for every control while the request runs; the scroll margins keep a
            focused field clear of the sticky top bar and submit bar */}
        <fieldset disabled={pending} className="contents">
          <div className="max-w-6xl space-y-8 [&_:is(input,textarea,button)]:scroll-mt-28 [&_:is(input,textarea,button)]:scroll-mb-24">
            <GeneralSection control={form.control} />
            <HardwareSection form={form} />
            <BootDiskSection form={form} data={data} project={project} />
            <DisksSection form={form} data={data} />
            <NetworkingSection form={form} data={data} project={project} />
            <SshKeysSection form={form} data={data} />
            <AdvancedSection form={form} data={data} project={project} />
          </div>
        </fieldset>
      </FullPageForm>
    </>
  )
}
