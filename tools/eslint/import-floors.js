import { relative } from 'node:path'

import { posix, resolveImport, ROOT } from './module-graph.js'

/**
 * The floors of app/, bottom to top. A file may import its own floor and the floors below it,
 * never one above: forms never import pages, resources never import forms or pages, and so on.
 * Keys are paths under app/ (the longest match wins); docs/architecture.md explains each floor.
 */
export const FLOORS = [
  ['api/__generated__', 0, 'the generated client'],
  ['util', 1, 'util'],
  ['mock.ts', 1, 'the mock switch'],
  ['frame-guard.ts', 1, 'the frame guard'],
  ['api', 2, 'api'],
  ['ui', 3, 'ui'],
  ['components', 4, 'components'],
  ['table', 4, 'table'],
  ['activity', 4, 'activity'],
  ['resources', 5, 'resources'],
  ['forms', 6, 'forms'],
  ['pages', 7, 'pages'],
  ['layouts', 7, 'layouts'],
  ['routes', 8, 'routes'],
  ['routes.tsx', 8, 'routes'],
  ['main.tsx', 9, 'the entry'],
]

/** The floor of a file under app/, or undefined for a file elsewhere. */
export function floorOf(file) {
  const rel = posix(relative(ROOT, file))
  if (!rel.startsWith('app/')) return undefined
  const inApp = rel.slice(4)
  let best
  for (const [key, level, name] of FLOORS) {
    if ((inApp === key || inApp.startsWith(`${key}/`)) && (!best || key.length > best.key.length))
      best = { key, level, name }
  }
  return best
}

const isSpec = (file) => /\.spec\.tsx?$/.test(file)

/** Imports go down the floors of app/ (or stay on their floor), never up. */
export const importFloors = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      up: '{{from}} may not import {{to}} ({{spec}}): imports go down the floors util < api < ui < components/table/activity < resources < forms < pages/layouts < routes.',
    },
  },
  create: (context) => {
    const file = context.filename
    const here = floorOf(file)
    if (!here || isSpec(file)) return {}
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return
      const target = resolveImport(file, source.value)
      if (!target) return
      const there = floorOf(target)
      if (there && there.level > here.level)
        context.report({
          node: source,
          messageId: 'up',
          data: { from: here.name, to: there.name, spec: source.value },
        })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    }
  },
}
