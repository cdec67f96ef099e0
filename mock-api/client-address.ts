/**
 * The address a request came from, as the server that received it knows it (the standalone
 * server: the socket's peer). The in-browser mock has one client, the tab, so it names none and
 * every request counts as the same address.
 */
const addresses = new WeakMap<Request, string>()

/** What a request without a known address counts as. */
const UNKNOWN = 'local'

export function setClientAddress(request: Request, address: string | undefined): void {
  if (address) addresses.set(request, address)
}

export const clientAddressOf = (request: Request): string => addresses.get(request) ?? UNKNOWN

/** The address the receiving server gave the request, if it gave one. */
export const knownClientAddress = (request: Request): string | undefined => addresses.get(request)
