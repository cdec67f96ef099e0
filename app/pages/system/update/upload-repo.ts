/**
 * Uploads a TUF repository zip with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * The body is the file as it is (application/octet-stream), the file name in the query.
 */
import { type TufRepoUpload } from '~/api/__generated__/Api'
import { ApiError, messageFor } from '~/api/errors'

export type UploadHandle = { promise: Promise<TufRepoUpload>; cancel: () => void }

const METHOD = 'systemUpdateRepositoryUpload'

/** snake_case keys of the answer into the console's camelCase (only what TufRepoUpload has). */
function fromWire(body: {
  repo: { file_name: string; hash: string; system_version: string; time_created: string }
  status: TufRepoUpload['status']
}): TufRepoUpload {
  const r = body.repo
  return {
    status: body.status,
    repo: {
      fileName: r.file_name,
      hash: r.hash,
      systemVersion: r.system_version,
      timeCreated: new Date(r.time_created),
    },
  }
}

export function uploadRepository(
  file: File,
  onProgress: (loaded: number, total: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest()
  const promise = new Promise<TufRepoUpload>((resolve, reject) => {
    xhr.open('PUT', `/v1/system/update/repositories?file_name=${encodeURIComponent(file.name)}`)
    xhr.setRequestHeader('content-type', 'application/octet-stream')
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size)
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        // an empty or non-JSON answer: handled below
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        resolve(fromWire(body as Parameters<typeof fromWire>[0]))
        return
      }
      const err = (body ?? {}) as { message?: string; error_code?: string; request_id?: string }
      reject(
        new ApiError({
          message: messageFor(
            {
              errorCode: err.error_code,
              message: err.message ?? `The upload failed (status ${xhr.status})`,
            },
            xhr.status,
            METHOD,
          ),
          statusCode: xhr.status,
          errorCode: err.error_code,
          requestId: err.request_id,
          method: METHOD,
        }),
      )
    }
    xhr.onerror = () => reject(new ApiError({ message: 'Could not reach the API', method: METHOD }))
    xhr.onabort = () => reject(new DOMException('Upload canceled', 'AbortError'))
    xhr.send(file)
  })
  return { promise, cancel: () => xhr.abort() }
}
