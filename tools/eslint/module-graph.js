/**
 * What the project's lint rules know about its files: where the repository is, which file an
 * import names, which files a file imports at run time, and what a module exports.
 */
import { readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

import ts from 'typescript'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
export const posix = (p) => p.split(sep).join('/')

/** Whether a module exports a name that passes the test. */
export const exportsName = (program, test) =>
  program.body.some(
    (n) =>
      n.type === 'ExportNamedDeclaration' &&
      ((n.declaration?.id && test(n.declaration.id.name)) ||
        n.declaration?.declarations?.some((d) => d.id.type === 'Identifier' && test(d.id.name)) ||
        n.specifiers.some((s) => test(s.exported.name))),
  )

/** A lazy module of the route table: it exports `Component` (React Router's contract). */
export const exportsComponent = (program) => exportsName(program, (name) => name === 'Component')

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

/** The file an import names (the `~/` alias or a relative path), or undefined for a package. */
export function resolveImport(from, spec) {
  let base
  if (spec.startsWith('~/')) base = join(ROOT, 'app', spec.slice(2))
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec)
  else return undefined
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e)]) {
    try {
      if (statSync(candidate).isFile()) return candidate
    } catch {
      // not this one
    }
  }
  return undefined
}

/** Value imports of a file on disk (static, re-exports and import()); type-only ones do not run. */
const depsCache = new Map()
export function depsOf(file) {
  let mtime
  try {
    mtime = statSync(file).mtimeMs
  } catch {
    return []
  }
  const hit = depsCache.get(file)
  if (hit && hit.mtime === mtime) return hit.deps
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const specs = []
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)))
      if (!typeOnly) specs.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      specs.push(node.moduleSpecifier.text)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specs.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(src)
  const deps = [...new Set(specs.map((s) => resolveImport(file, s)).filter(Boolean))]
  depsCache.set(file, { mtime, deps })
  return deps
}

/** Whether `target` is reachable from `start`; the path to it when it is. */
export function pathTo(start, target, seen) {
  const stack = [[start, [start]]]
  while (stack.length) {
    const [file, path] = stack.pop()
    if (file === target) return path
    if (seen.has(file)) continue
    seen.add(file)
    for (const dep of depsOf(file)) stack.push([dep, [...path, dep]])
  }
  return undefined
}
