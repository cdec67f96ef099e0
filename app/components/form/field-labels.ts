/**
 * The labels of the fields a form shows, by field name, so the form shell can word a server
 * error for a field (api-field-error.ts) without each form listing its fields again. Every
 * field registers itself through useField while it is mounted; the registry is keyed by the
 * form's control, and the shell re-reads it when fields come and go.
 */
import { useSyncExternalStore } from 'react'

type Registry = { labels: Map<string, string>; version: number; listeners: Set<() => void> }
const registries = new WeakMap<object, Registry>()

function registryOf(control: object): Registry {
  let r = registries.get(control)
  if (!r) registries.set(control, (r = { labels: new Map(), version: 0, listeners: new Set() }))
  return r
}

function changed(r: Registry) {
  r.version++
  r.listeners.forEach((l) => l())
}

/** Registers a shown field; returns its removal. */
export function registerFieldLabel(control: object, name: string, label: string): () => void {
  const r = registryOf(control)
  r.labels.set(name, label)
  changed(r)
  return () => {
    if (r.labels.get(name) !== label) return
    r.labels.delete(name)
    changed(r)
  }
}

/** name → label of the fields shown with `control`. */
export function fieldLabels(control: object): ReadonlyMap<string, string> {
  return registryOf(control).labels
}

/** The fields shown with `control`, re-rendering the caller when they change. */
export function useFieldLabels(control: object): ReadonlyMap<string, string> {
  const r = registryOf(control)
  useSyncExternalStore(
    (listener) => {
      r.listeners.add(listener)
      return () => r.listeners.delete(listener)
    },
    () => r.version,
    () => r.version,
  )
  return r.labels
}
