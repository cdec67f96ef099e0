/** Seed data tables for compute: the instances of each lumen project, extra disks, silo images. */
import type { Api, Json } from '../schema'

export interface InstanceSeed {
  name: string
  state: Json<Api.Instance>['run_state']
  ncpus: number
  memoryGiB: number
  bootGiB: number
  image: string
  description: string
  autoRestart?: 'never' | 'best_effort'
  /** Hours from now until a failed instance may be restarted again. */
  cooldownHours?: number
}

export const INSTANCES: Record<string, InstanceSeed[]> = {
  'web-app': [
    {
      name: 'web-frontend-1',
      state: 'running',
      ncpus: 4,
      memoryGiB: 16,
      bootGiB: 40,
      image: 'ubuntu-24-04',
      description: 'Public web tier, zone a',
    },
    {
      name: 'web-frontend-2',
      state: 'running',
      ncpus: 4,
      memoryGiB: 16,
      bootGiB: 40,
      image: 'ubuntu-24-04',
      description: 'Public web tier, zone b',
    },
    {
      name: 'api-server',
      state: 'running',
      ncpus: 8,
      memoryGiB: 32,
      bootGiB: 60,
      image: 'debian-12',
      description: 'REST API behind the frontends',
    },
    {
      name: 'web-cache',
      state: 'rebooting',
      ncpus: 2,
      memoryGiB: 8,
      bootGiB: 20,
      image: 'alpine-3-21',
      description: 'Redis cache',
    },
    {
      name: 'web-canary',
      state: 'starting',
      ncpus: 2,
      memoryGiB: 4,
      bootGiB: 20,
      image: 'ubuntu-24-04',
      description: 'Canary for the next release',
    },
    {
      name: 'web-build',
      state: 'creating',
      ncpus: 16,
      memoryGiB: 64,
      bootGiB: 100,
      image: 'fedora-41',
      description: 'CI build runner',
    },
    {
      name: 'web-staging',
      state: 'stopping',
      ncpus: 4,
      memoryGiB: 8,
      bootGiB: 40,
      image: 'ubuntu-24-04',
      description: 'Staging copy of the web tier',
    },
    {
      name: 'web-legacy',
      state: 'stopped',
      ncpus: 2,
      memoryGiB: 4,
      bootGiB: 20,
      image: 'debian-12',
      description: 'Old PHP site, kept for reference',
    },
    {
      name: 'web-reports',
      state: 'stopped',
      ncpus: 2,
      memoryGiB: 8,
      bootGiB: 20,
      image: 'debian-12',
      description: 'Monthly traffic reports, started when needed',
    },
  ],
  'data-pipeline': [
    {
      name: 'etl-worker-1',
      state: 'running',
      ncpus: 16,
      memoryGiB: 64,
      bootGiB: 100,
      image: 'ubuntu-24-04',
      description: 'Batch ETL worker',
    },
    {
      name: 'etl-worker-2',
      state: 'migrating',
      ncpus: 16,
      memoryGiB: 64,
      bootGiB: 100,
      image: 'ubuntu-24-04',
      description: 'Batch ETL worker (moving to another sled)',
    },
    {
      name: 'etl-scheduler',
      state: 'repairing',
      ncpus: 2,
      memoryGiB: 8,
      bootGiB: 20,
      image: 'debian-12',
      description: 'Airflow scheduler',
    },
    {
      name: 'kafka-1',
      state: 'failed',
      ncpus: 8,
      memoryGiB: 32,
      bootGiB: 60,
      image: 'debian-12',
      description: 'Broker 1; will be restarted automatically',
      autoRestart: 'best_effort',
    },
    {
      name: 'kafka-2',
      state: 'failed',
      ncpus: 8,
      memoryGiB: 32,
      bootGiB: 60,
      image: 'debian-12',
      description: 'Broker 2; restarted recently, cooling down',
      autoRestart: 'best_effort',
      cooldownHours: 2,
    },
    {
      name: 'kafka-3',
      state: 'failed',
      ncpus: 8,
      memoryGiB: 32,
      bootGiB: 60,
      image: 'debian-12',
      description: 'Broker 3; auto-restart disabled',
      autoRestart: 'never',
    },
    {
      name: 'spark-driver',
      state: 'stopped',
      ncpus: 8,
      memoryGiB: 32,
      bootGiB: 60,
      image: 'ubuntu-24-04',
      description: 'Spark driver for nightly jobs',
    },
  ],
  sandbox: [
    {
      name: 'scratch-vm',
      state: 'stopped',
      ncpus: 1,
      memoryGiB: 2,
      bootGiB: 10,
      image: 'alpine-3-21',
      description: 'Throwaway VM',
    },
    {
      name: 'experiment-1',
      state: 'running',
      ncpus: 2,
      memoryGiB: 4,
      bootGiB: 20,
      image: 'fedora-41',
      description: 'Trying out a new kernel',
    },
  ],
}

/** [project, name, GiB, state, attached to instance, description] */
export type DiskSeed = [
  string,
  string,
  number,
  Json<Api.Disk>['state']['state'],
  string | null,
  string,
]
export const EXTRA_DISKS: DiskSeed[] = [
  ['web-app', 'web-assets', 200, 'attached', 'web-frontend-1', 'Static assets'],
  ['web-app', 'web-uploads', 500, 'detached', null, 'User uploads, detached for migration'],
  ['web-app', 'web-db-import', 64, 'import_ready', null, 'Waiting for a bulk import'],
  ['web-app', 'web-fresh', 32, 'creating', null, 'Being provisioned'],
  ['data-pipeline', 'kafka-logs', 1000, 'faulted', null, 'Lost a replica, needs attention'],
  ['data-pipeline', 'etl-scratch', 250, 'detached', null, 'Scratch space for ETL jobs'],
  [
    'data-pipeline',
    'dataset-import',
    128,
    'importing_from_bulk_writes',
    null,
    'Import in progress',
  ],
  ['data-pipeline', 'warehouse-archive', 1000, 'detached', null, 'Cold archive of the warehouse'],
  ['sandbox', 'scratch-data', 10, 'detached', null, 'Scratch data'],
  // last, so the disks above keep their creation times
  ['web-app', 'web-logs-2025', 300, 'detached', null, 'Access logs of 2025, kept for audits'],
  ['web-app', 'web-search-old', 100, 'detached', null, 'Search index replaced in November'],
]

export const SILO_IMAGES: [string, string, string, string, number][] = [
  ['ubuntu-24-04', 'Ubuntu 24.04 LTS (Noble Numbat)', 'ubuntu', '24.04', 4],
  ['debian-12', 'Debian 12 (Bookworm)', 'debian', '12.9', 3],
  ['fedora-41', 'Fedora 41 Cloud Base', 'fedora', '41', 5],
  ['alpine-3-21', 'Alpine Linux, minimal', 'alpine', '3.21', 1],
]
