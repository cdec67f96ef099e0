import { snakeify } from '~/api/__generated__/util'
import { CopyButton } from '~/ui/copy-button'

/**
 * A closed-by-default disclosure beside a form's submit button: the `oxide` command that does
 * what the form would do with its current values. The form is the way to do it; this is for
 * the operator who wants to script it. The command is shown as text, never interpreted.
 */
export function EquivalentCli({ command }: { command: string }) {
  return (
    <details className="group relative mr-auto">
      <summary className="cursor-pointer list-none rounded px-1 py-1 text-xs text-secondary select-none hover:text-fg [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="mr-1 inline-block transition-transform group-open:rotate-90"
        >
          ›
        </span>
        Equivalent CLI
      </summary>
      {/* opens upwards over the form: the footer it sits in is the bottom of the sheet */}
      <div className="absolute bottom-full left-0 z-10 mb-2 w-[min(30rem,calc(100vw-3rem))] rounded-lg border border-line-strong bg-raise shadow-popover">
        <div className="flex items-center justify-between border-b border-line px-3 py-1.5 text-xs text-tertiary">
          <span>Runs the same request with the Oxide CLI</span>
          <CopyButton text={command} label="Copy CLI command" />
        </div>
        {/* focusable: a long command scrolls, and keyboard users must reach it */}
        <pre
          tabIndex={0}
          aria-label="Equivalent CLI command"
          className="max-h-64 overflow-auto px-3 py-2 font-mono text-xs whitespace-pre text-secondary"
        >
          {command}
        </pre>
      </div>
    </details>
  )
}

/**
 * `oxide api` for one call: the method, the path and the JSON body (the client's camel case
 * turned into the API's snake case), ready to paste into a shell.
 */
export function oxideApiCommand(method: string, path: string, body?: unknown): string {
  const head = `oxide api ${path}${method === 'GET' ? '' : ` --method ${method}`}`
  if (body === undefined) return head
  return `${head} --input - <<'EOF'\n${JSON.stringify(snakeify(body), null, 2)}\nEOF`
}
