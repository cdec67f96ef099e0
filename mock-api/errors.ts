import { HttpResponse } from 'msw'

import { isUuid } from './db/ids'

/** The error body of every failed call, as Nexus sends it. */
interface ErrorBody {
  error_code: string
  message: string
  request_id: string
}

/** A JSON error response; handlers `throw` these (the generated wrapper returns thrown Responses). */
export function apiError(
  status: number,
  errorCode: string,
  message: string,
): HttpResponse<ErrorBody> {
  return HttpResponse.json(
    { error_code: errorCode, message, request_id: crypto.randomUUID() },
    { status },
  )
}

/** Resource type names as Nexus prints them in messages ("vpc-subnet", "silo-user"...). */
type ResourceType = string

export const notFoundByName = (type: ResourceType, name: string) =>
  apiError(404, 'ObjectNotFound', `not found: ${type} with name "${name}"`)

export const notFoundById = (type: ResourceType, id: string) =>
  apiError(404, 'ObjectNotFound', `not found: ${type} with id "${id}"`)

/** 404 worded for how the caller named the object: by id or by name. */
export const notFound = (type: ResourceType, key: string) =>
  isUuid(key) ? notFoundById(type, key) : notFoundByName(type, key)

export const alreadyExists = (type: ResourceType, name: string) =>
  apiError(400, 'ObjectAlreadyExists', `already exists: ${type} "${name}"`)

export const invalidRequest = (message: string) => apiError(400, 'InvalidRequest', message)

export const forbidden = () => apiError(403, 'Forbidden', 'Forbidden')

export const unauthorized = () => apiError(401, 'Unauthorized', 'credentials missing or invalid')

export const insufficientCapacity = (message: string) =>
  apiError(507, 'InsufficientCapacity', `Insufficient capacity: ${message}`)

export const notImplementedResponse = (operationId: string) =>
  apiError(501, 'NotImplemented', `${operationId} is not implemented by the mock API`)
