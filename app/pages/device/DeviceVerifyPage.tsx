import { Fragment, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { redirect, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router'

import { q, queryClient, useApiMutation } from '~/api/client'
import { isApiError } from '~/api/errors'
import { pb } from '~/api/path-builder'
import { loginUrl } from '~/api/redirect'
import { type RouteHandle } from '~/components/shell/crumbs'
import { Button } from '~/ui/button'
import { WarningIcon } from '~/ui/icons'
import { DEVICE_CODE_DASH_AFTER, DEVICE_CODE_LENGTH } from '~/util/constants'

import {
  backspaceAt,
  codeFromQuery,
  formatUserCode,
  isComplete,
  pasteAt,
  typeAt,
  type CodeState,
} from './device-code'

/**
 * What was typed into a box that held `had`: the box's new value minus the letter it
 * already showed (the caret may have been before or after it).
 */
const typed = (value: string, had: string) => (had ? value.replace(had, '') : value) || value

/**
 * Only a signed-in user can confirm a device. The API layer leaves 401s on /device pages
 * alone, so send a signed-out user to sign in here, coming back with the code intact.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    await queryClient.ensureQueryData(q('currentUserView', {}))
  } catch (e) {
    if (isApiError(e) && e.statusCode === 401) {
      const { pathname, search } = new URL(request.url)
      const to = loginUrl(pathname + search)
      // a real API server answers /login itself; only the mock needs our /login route
      if (__MOCK__) throw redirect(to)
      window.location.assign(to)
      return new Promise<null>(() => {}) // the page is going away
    }
    throw e
  }
  return null
}

export const handle: RouteHandle = { crumb: 'Device Authentication' }

/**
 * Confirms a device (CLI) login: the user types the code the device shows. The code may
 * also arrive in the link the device printed (`?user_code=`).
 */
export function Component() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const [chars, setChars] = useState(() => codeFromQuery(search.get('user_code')))
  const boxes = useRef<(HTMLInputElement | null)[]>([])

  const confirm = useApiMutation('deviceAuthConfirm', {
    onSuccess: () => navigate(pb.deviceSuccess()),
  })

  const apply = (next: CodeState) => {
    setChars(next.chars)
    if (confirm.isError) confirm.reset()
    const box = boxes.current[next.focus]
    box?.focus()
    box?.select()
  }

  const onKeyDown = (i: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault()
      apply(backspaceAt(chars, i))
    } else if (e.key === 'Delete') {
      e.preventDefault()
      apply({ chars: chars.map((c, j) => (j === i ? '' : c)), focus: i })
    } else if (e.key === 'ArrowLeft' && i > 0) {
      e.preventDefault()
      apply({ chars, focus: i - 1 })
    } else if (e.key === 'ArrowRight' && i < DEVICE_CODE_LENGTH - 1) {
      e.preventDefault()
      apply({ chars, focus: i + 1 })
    }
  }

  const onPaste = (i: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault()
    apply(pasteAt(chars, i, e.clipboardData.getData('text')))
  }

  const complete = isComplete(chars)
  const disabled = !complete || confirm.isPending || confirm.isSuccess

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (!disabled) confirm.mutate({ body: { userCode: formatUserCode(chars) } })
      }}
    >
      <h1 className="text-center text-2xl font-medium tracking-tight text-fg" tabIndex={-1}>
        Device Authentication
      </h1>
      <p id="device-code-prompt" className="mt-2 text-center text-secondary">
        Enter the code shown on your device
      </p>
      <fieldset className="mt-7" aria-describedby="device-code-prompt">
        <legend className="sr-only">Device code</legend>
        <div className="flex items-center justify-center gap-1.5">
          {chars.map((ch, i) => (
            <Fragment key={i}>
              {i === DEVICE_CODE_DASH_AFTER && (
                <span className="px-1 text-xl text-quaternary" aria-hidden="true">
                  –
                </span>
              )}
              <input
                ref={(el) => {
                  boxes.current[i] = el
                }}
                aria-label={`Character ${i + 1} of ${DEVICE_CODE_LENGTH}`}
                value={ch}
                onChange={(e) => apply(typeAt(chars, i, typed(e.target.value, ch)))}
                onKeyDown={onKeyDown(i)}
                onPaste={onPaste(i)}
                onFocus={(e) => e.target.select()}
                autoFocus={i === 0}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                inputMode="text"
                maxLength={2}
                disabled={confirm.isSuccess}
                aria-invalid={confirm.isError || undefined}
                className="input-base h-12 w-10 px-0 text-center font-mono text-xl uppercase"
              />
            </Fragment>
          ))}
        </div>
      </fieldset>
      {confirm.isError && (
        <p role="alert" className="mt-4 flex items-center justify-center gap-2 text-danger">
          <WarningIcon />
          Code is invalid
        </p>
      )}
      <Button
        type="submit"
        className="mt-7 h-9 w-full"
        disabled={disabled}
        loading={confirm.isPending}
      >
        Log in on device
      </Button>
    </form>
  )
}
