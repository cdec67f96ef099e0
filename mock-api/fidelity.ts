/**
 * When the real API's work is done, per operation: the source of docs/mock-api-fidelity.md
 * (mock-api/fidelity.spec.ts renders the table, checks it covers every implemented operation,
 * and checks the mock behaves as each row says).
 *
 * Decided from api-spec/nexus.json: a 201 (Created) or 204 answer and a 200 update come after
 * the change is made; a resource whose schema has passing states (DiskState, SnapshotState,
 * InstanceState) may be answered in one of them. Instance start, stop and reboot (202) hand
 * the work to the sled and answer in starting, stopping or rebooting; instance create answers
 * in creating. Everything else finishes before the answer.
 */

/**
 * - `read`: a GET; changes nothing.
 * - `done`: the change is complete when the answer comes; the next call sees it.
 * - `shown`: complete when the answer comes in the real API too, but the answer (and reads
 *   for a moment after) show the passing state, so a console's live refresh can be seen;
 *   the next write request of any client completes it first, so a natural next call
 *   (create then attach, detach then delete) gets what the real API gives.
 * - `accepted`: the real API answers in a passing state and finishes later; a client must
 *   wait (poll) before a call that needs the final state.
 */
export type Rule =
  | { kind: 'read' }
  | { kind: 'done'; note?: string }
  | { kind: 'shown'; state: string; then: string; next: string }
  | { kind: 'accepted'; state: string; then: string; next: string }

/** The operations whose rule is not simply `read` (GET) or `done` (anything else). */
export const RULES: Record<string, Rule> = {
  instanceCreate: {
    kind: 'accepted',
    state: 'creating',
    then: 'starting, then running (start: true, the default); stopped (start: false)',
    next: 'attach or detach disks and resize at once; start, stop or delete once it is running or stopped',
  },
  instanceStart: {
    kind: 'accepted',
    state: 'starting',
    then: 'running',
    next: 'stop at once; reboot once running',
  },
  instanceStop: {
    kind: 'accepted',
    state: 'stopping',
    then: 'stopped',
    next: 'delete, start, attach or detach disks once stopped (a 400 before)',
  },
  instanceReboot: {
    kind: 'accepted',
    state: 'rebooting',
    then: 'running',
    next: 'stop at once; reboot again once running',
  },
  diskCreate: {
    kind: 'shown',
    state: 'creating (import_ready for an importing_blocks source, at once)',
    then: 'detached',
    next: 'attach, snapshot or delete at once',
  },
  snapshotCreate: {
    kind: 'shown',
    state: 'creating',
    then: 'ready',
    next: 'create an image or a disk from it, or delete it, at once',
  },
  instanceDiskAttach: {
    kind: 'shown',
    state: 'attaching',
    then: 'attached',
    next: 'start the instance, or detach the disk, at once',
  },
  instanceDiskDetach: {
    kind: 'shown',
    state: 'detaching',
    then: 'detached',
    next: 'delete, snapshot or attach elsewhere at once',
  },
  diskFinalizeImport: {
    kind: 'done',
    note: 'the disk is detached and the snapshot (if named) ready when it answers: delete the disk at once',
  },
  diskBulkWriteImportStart: { kind: 'done', note: 'importing_from_bulk_writes when it answers' },
  diskBulkWriteImportStop: { kind: 'done', note: 'import_ready when it answers' },
  floatingIpAttach: { kind: 'done', note: 'attached (instance_id set) when it answers' },
  floatingIpDetach: {
    kind: 'done',
    note: 'detached when it answers: delete it or attach it elsewhere at once',
  },
  imagePromote: { kind: 'done', note: 'a silo image when it answers' },
  imageDemote: { kind: 'done', note: 'a project image when it answers' },
  instanceEphemeralIpAttach: {
    kind: 'done',
    note: 'the address is the instance’s when it answers',
  },
  supportBundleCreate: {
    kind: 'accepted',
    state: 'collecting',
    then: 'active (the rack has collected it)',
    next: 'read its index and download its files once active (a 400 before)',
  },
  supportBundleDelete: {
    kind: 'accepted',
    state: 'nothing (204); the bundle reads destroying',
    then: 'gone (404)',
    next: 'nothing more: its contents are no longer readable',
  },
  rackMembershipAddSleds: {
    kind: 'accepted',
    state: 'in_progress',
    then: 'committed once every new member acknowledges: the sleds are sleds of the rack',
    next: 'abort at once; add more sleds once committed or aborted (a 400 before)',
  },
  physicalDiskEnableAdoption: {
    kind: 'accepted',
    state: 'the adoption request',
    then: 'the disk is adopted (a physical disk, in service) and the request gone',
    next: 'cancel the request until then (DELETE disk-adoption-request)',
  },
  targetReleaseUpdate: {
    kind: 'done',
    note: 'the target is set when it answers; the rack moves to it in the background',
  },
}

export function ruleFor(operationId: string, method: string): Rule {
  return RULES[operationId] ?? (method === 'GET' ? { kind: 'read' } : { kind: 'done' })
}
