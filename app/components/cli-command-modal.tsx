import { useState } from 'react'

import { buttonClass } from '~/ui/button'
import { writeClipboard } from '~/ui/clipboard'
import { cn } from '~/ui/cn'
import { CheckIcon, CopyIcon } from '~/ui/icons'
import { Modal } from '~/ui/modal'
import { COPIED_MS } from '~/util/constants'

/** The CLI line that opens an instance's serial console. */
const serialConsoleCommand = (project: string, instance: string) =>
  `oxide instance serial console --project ${project} --instance ${instance}`

/** A "Copy command" button that says "Copied" for 2 s. */
function CopyCommandButton({ text }: { text: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const copy = async () => {
    try {
      await writeClipboard(text)
      setState('copied')
    } catch {
      setState('failed')
    }
    setTimeout(() => setState('idle'), COPIED_MS)
  }
  return (
    <button
      type="button"
      onClick={copy}
      className={cn(
        buttonClass('ghost', 'sm'),
        state === 'copied' && 'border-accent-line text-accent',
        state === 'failed' && 'border-danger-line text-danger',
      )}
    >
      {state === 'copied' ? <CheckIcon size={12} /> : <CopyIcon size={12} />}
      <span aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : 'Copy command'}
      </span>
    </button>
  )
}

type CliCommandModalProps = {
  isOpen: boolean
  onDismiss: () => void
  project: string
  instance: string
}

/** The serial console command line for one instance, ready to copy (spec section 2). */
export function CliCommandModal({ isOpen, onDismiss, project, instance }: CliCommandModalProps) {
  const command = serialConsoleCommand(project, instance)
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title="Connect with the CLI">
      <Modal.Body>
        <p>Open the serial console of this instance from a terminal with the Oxide CLI:</p>
        <pre className="rounded-md border border-line bg-canvas px-3 py-2.5 font-mono text-xs leading-relaxed whitespace-pre-wrap text-fg">
          <span className="text-tertiary select-none" aria-hidden="true">
            ${' '}
          </span>
          <code>{command}</code>
        </pre>
        <div className="flex justify-end">
          <CopyCommandButton text={command} />
        </div>
      </Modal.Body>
      <Modal.CloseFooter onClose={onDismiss} />
    </Modal>
  )
}
