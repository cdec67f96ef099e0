import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { useState } from 'react'

import { type SomeRequest } from '~/api/api-request'
import { describeRequest } from '~/api/request-wire'
import { cn } from '~/ui/cn'
import { CopyButton } from '~/ui/copy-button'

import { apiText, cliScript, cliText, curlText, maskSecrets, type CliText } from './commands'

export type EquivalentPanelProps = {
  requests: SomeRequest[]
  /** Further secret body keys of these requests and their placeholders: `{ key: '<private-key>' }`. */
  secrets?: Record<string, string>
}

const TABS = ['CLI', 'API', 'curl'] as const

function Code({ label, children }: { label: string; children: string }) {
  // focusable: a long command scrolls, and keyboard users must reach it
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className="max-h-56 overflow-auto px-3 py-2 font-mono text-xs whitespace-pre text-secondary"
    >
      {children}
    </pre>
  )
}

function CliBlock({ cli }: { cli: CliText }) {
  return (
    <>
      <Code label="CLI command">{cli.command}</Code>
      {cli.bodyFile !== undefined && (
        <div className="border-t border-line">
          <div className="px-3 pt-1.5 font-mono text-[0.6875rem] text-tertiary">body.json</div>
          <Code label="body.json">{cli.bodyFile}</Code>
        </div>
      )}
    </>
  )
}

/**
 * The three tabs of the "Equivalent CLI" disclosure, loaded when it first opens. Each request
 * is built by the generated client (describeRequest), so the API tab's body is the one sent.
 */
export function EquivalentPanel({ requests, secrets }: EquivalentPanelProps) {
  const wire = requests.map((r) => {
    const w = describeRequest(r)
    return { wire: w, body: w.body === undefined ? undefined : maskSecrets(w.body, secrets) }
  })
  const clis = wire.map(({ wire: w, body }) => cliText(w, body))
  const texts = {
    CLI: clis.map(cliScript).join('\n\n'),
    API: wire.map(({ wire: w, body }) => apiText(w, body)).join('\n\n'),
    curl: wire.map(({ wire: w, body }) => curlText(w, body, window.location.origin)).join('\n\n'),
  }
  const copyLabel = { CLI: 'Copy CLI command', API: 'Copy API request', curl: 'Copy curl command' }
  const [selected, setSelected] = useState(0)
  const current = TABS[selected] ?? 'CLI'
  return (
    <TabGroup selectedIndex={selected} onChange={setSelected}>
      <div className="flex items-center justify-between border-b border-line px-2">
        <TabList aria-label="Equivalent request" className="flex gap-1">
          {TABS.map((t) => (
            <Tab
              key={t}
              className={cn(
                'border-b-2 border-transparent px-2 py-1.5 text-xs text-secondary outline-none hover:text-fg',
                'data-focus-visible:ring-2 data-focus-visible:ring-accent-line data-selected:border-accent data-selected:text-fg',
              )}
            >
              {t}
            </Tab>
          ))}
        </TabList>
        <div className="flex items-center gap-2">
          {requests.length > 1 && (
            <span className="text-xs text-tertiary">{requests.length} requests</span>
          )}
          {/* one press copies the tab on show */}
          <CopyButton text={texts[current]} label={copyLabel[current]} />
        </div>
      </div>
      <TabPanels>
        {TABS.map((t) => (
          <TabPanel key={t} unmount={false} tabIndex={-1} className="outline-none">
            {t === 'CLI' ? (
              clis.map((cli, i) => <CliBlock key={i} cli={cli} />)
            ) : (
              <Code label={t === 'API' ? 'API request' : 'curl command'}>{texts[t]}</Code>
            )}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
