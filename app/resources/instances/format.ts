/** Small presentation helpers shared by the instance pages. */

/** "1 vCPU", "4 vCPUs" */
export const vcpus = (n: number) => `${n} vCPU${n === 1 ? '' : 's'}`

export const instanceDocs = [
  { href: 'https://docs.oxide.computer/guides/managing-instances', label: 'Instances' },
  { href: 'https://docs.oxide.computer/guides/deploying-workloads', label: 'Deploying workloads' },
]
