import { relative } from 'node:path'

import { pathTo, posix, resolveImport, ROOT } from './module-graph.js'

/**
 * No import cycles, lazy `import()` included: a host and the part it loads later share their
 * common pieces through a leaf module instead of importing each other.
 */
export const noCycle = {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{path}}.' } },
  create: (context) => {
    const self = context.filename
    const seen = new Set()
    const check = (node, source, typeOnly) => {
      if (typeOnly || typeof source?.value !== 'string') return
      const dep = resolveImport(self, source.value)
      if (!dep) return
      const path = pathTo(dep, self, seen)
      // a failed search's files cannot reach this file from any other import either
      if (path) seen.clear()
      if (path) {
        const names = [self, ...path].map((f) => posix(relative(ROOT, f)))
        context.report({ node, messageId: 'cycle', data: { path: names.join(' -> ') } })
      }
    }
    return {
      ImportDeclaration: (n) =>
        check(
          n,
          n.source,
          n.importKind === 'type' ||
            (n.specifiers.length > 0 && n.specifiers.every((s) => s.importKind === 'type')),
        ),
      ExportNamedDeclaration: (n) => check(n, n.source, n.exportKind === 'type'),
      ExportAllDeclaration: (n) => check(n, n.source, n.exportKind === 'type'),
      ImportExpression: (n) => check(n, n.source, false),
    }
  },
}
