/**
 * Writes docs/console-coverage.md: every operation of the shared spec, with the console modules
 * that call it, or the reason that none does. `--check` exits 1 when the file is stale.
 *
 * A module calls an operation when its source names the operation id as a string literal (the
 * query layer, `call`, `useApiMutation`, `qList`... all take it that way), or, for the few
 * requests the generated client cannot make (a WebSocket, a browser form post), when it builds
 * the operation's URL itself: those are listed in `BY_URL` with the text that marks the call.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { specOperations } from './mock-coverage'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const consoleCoveragePath = resolve(root, 'docs/console-coverage.md')

/** Requests made without the generated client: the operation, and what in the source makes it. */
const BY_URL: Record<string, string> = {
  // the serial console is a WebSocket, which the fetch-based client cannot open
  instanceSerialConsoleStream: '/serial-console/stream',
}

/**
 * Operations the console does not call, and why. Each must be true of the product: a reason here
 * is a decision, not a to-do.
 */
export const NOT_CALLED: Record<string, string> = {
  deviceAuthRequest:
    'the CLI starts the device login; the console only confirms the code (`deviceAuthConfirm`)',
  deviceAccessToken: 'the CLI polls for its token once the user has confirmed the code',
  loginSaml:
    "the identity provider posts its assertion here; the console sends the user to the provider's page",
  affinityGroupMemberInstanceView:
    "a group's page reads its members from the member list, which answers the same question for all of them in one request",
  scimTokenView:
    'the token list carries every field a token has (its secret is shown once, at creation), and a token has no page of its own',
  antiAffinityGroupMemberInstanceView:
    "a group's page reads its members from the member list, which answers the same question for all of them in one request",
}

/**
 * Operations the console should call and does not yet: what is missing. Each is a gap in the
 * product, listed so that it is seen, and removed once a page calls the operation.
 */
export const GAPS: Record<string, string> = {
  ipPoolView: "a pool's details where a project user picks one (floating IP create)",
  subnetPoolView: "a subnet pool's details where a project user picks one",
}

/** The console's own modules (tests and generated code left out), with their text. */
function consoleSources(): Array<{ file: string; text: string }> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (f) =>
        f.startsWith('app/') &&
        /\.(ts|tsx)$/.test(f) &&
        !f.includes('__generated__') &&
        !/\.spec\.tsx?$/.test(f),
    )
  return files.map((file) => ({ file, text: readFileSync(resolve(root, file), 'utf8') }))
}

export type OperationUse = {
  operationId: string
  method: string
  path: string
  tag: string
  callers: string[]
  reason?: string
}

export function consoleCoverage(): OperationUse[] {
  const sources = consoleSources()
  return specOperations().map((op) => {
    const byUrl = BY_URL[op.operationId]
    const literal = new RegExp(`['"\`]${op.operationId}['"\`]`)
    const callers = sources
      .filter(({ text }) => (byUrl ? text.includes(byUrl) : literal.test(text)))
      .map(({ file }) => file.replace(/^app\//, ''))
      .sort()
    const gap = GAPS[op.operationId]
    return { ...op, callers, reason: gap ? `not yet: ${gap}` : NOT_CALLED[op.operationId] }
  })
}

/** Problems that make the document wrong: a reason for a called operation, or no reason. */
export function coverageProblems(uses: OperationUse[]): string[] {
  const known = new Set(uses.map((u) => u.operationId))
  return [
    ...[...Object.keys(NOT_CALLED), ...Object.keys(GAPS)]
      .filter((id) => !known.has(id))
      .map((id) => `${id}: has a reason but is no operation of the spec`),
    ...uses
      .filter((u) => u.callers.length > 0 && u.reason)
      .map((u) => `${u.operationId}: called by ${u.callers.join(', ')}, yet has a reason`),
    ...uses
      .filter((u) => u.callers.length === 0 && !u.reason)
      .map((u) => `${u.operationId}: called by nothing, and no reason is given`),
  ]
}

const callersCell = (callers: string[]) => {
  const shown = callers.slice(0, 4).map((c) => `\`${c}\``)
  return callers.length > 4
    ? `${shown.join(', ')} and ${callers.length - 4} more`
    : shown.join(', ')
}

export function renderConsoleCoverage(uses = consoleCoverage()): string {
  const called = uses.filter((u) => u.callers.length > 0).length
  const byTag = new Map<string, OperationUse[]>()
  for (const u of uses) byTag.set(u.tag, [...(byTag.get(u.tag) ?? []), u])
  const lines = [
    '# Console coverage',
    '',
    "Generated by `npm run console-coverage` from the shared spec and the console's source",
    '(`app/`, tests and generated code left out); a unit test fails when this file is stale.',
    'An operation is called when a module names its id (or, for a WebSocket, builds its URL);',
    'the reasons for the rest, and what is still missing, are kept in `tools/console-coverage.ts`.',
    '',
    `**${called} of ${uses.length} operations called by the console.**`,
    '',
  ]
  const uncalled = uses.filter((u) => u.callers.length === 0)
  if (uncalled.length) {
    lines.push('## Not called, and why', '')
    lines.push('| operation | method and path | reason |', '| --- | --- | --- |')
    for (const u of uncalled)
      lines.push(`| \`${u.operationId}\` | \`${u.method} ${u.path}\` | ${u.reason ?? '(none)'} |`)
    lines.push('')
  }
  for (const tag of [...byTag.keys()].sort()) {
    const tagUses = byTag.get(tag)!.sort((a, b) => a.operationId.localeCompare(b.operationId))
    const done = tagUses.filter((u) => u.callers.length > 0).length
    lines.push(`## ${tag} (${done}/${tagUses.length})`, '')
    lines.push('| operation | method and path | called by |', '| --- | --- | --- |')
    for (const u of tagUses) {
      const cell = u.callers.length ? callersCell(u.callers) : `not called: ${u.reason ?? ''}`
      lines.push(`| \`${u.operationId}\` | \`${u.method} ${u.path}\` | ${cell} |`)
    }
    lines.push('')
  }
  return lines.join('\n')
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const uses = consoleCoverage()
  const problems = coverageProblems(uses)
  if (problems.length) {
    console.error(problems.join('\n'))
    process.exit(1)
  }
  const text = renderConsoleCoverage(uses)
  if (process.argv.includes('--check')) {
    if (readFileSync(consoleCoveragePath, 'utf8') !== text) {
      console.error('docs/console-coverage.md is stale: run `npm run console-coverage`')
      process.exit(1)
    }
  } else {
    writeFileSync(consoleCoveragePath, text)
    console.log(`wrote ${consoleCoveragePath}`)
  }
}
