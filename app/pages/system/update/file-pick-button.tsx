import { useRef, type ChangeEvent } from 'react'

import { Button } from '~/ui/button'
import { AddIcon } from '~/ui/icons'

/** Hidden file input behind a button: the button opens the picker. */
export function FilePickButton({
  label,
  accept,
  onFile,
  disabled,
}: {
  label: string
  accept: string
  onFile: (file: File) => void
  disabled?: boolean
}) {
  const input = useRef<HTMLInputElement>(null)
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (file) onFile(file)
  }
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={onChange}
      />
      <Button
        writes
        size="sm"
        variant="secondary"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <AddIcon size={12} />
        {label}
      </Button>
    </>
  )
}
