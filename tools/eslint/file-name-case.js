import { relative } from 'node:path'

import { exportsComponent, exportsName, posix, ROOT } from './module-graph.js'

const PASCAL = /^[A-Z][A-Za-z0-9]*$/
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * The one casing rule (docs/conventions.md): route modules and layouts under app/pages/ and
 * app/layouts/ (files exporting `Component`, or a `<Name>Layout` in app/layouts/) are
 * PascalCase; every other file and folder is kebab-case (app/forms/ route modules included).
 */
export const fileNameCase = {
  meta: { type: 'suggestion', schema: [], messages: { bad: '{{what}} must be {{casing}}.' } },
  create: (context) => ({
    Program(program) {
      const rel = posix(relative(ROOT, context.filename))
      if (rel.startsWith('..')) return
      const parts = rel.split('/')
      const file = parts.pop() ?? ''
      for (const dir of parts) {
        if (dir !== '__generated__' && !KEBAB.test(dir)) {
          context.report({
            node: program,
            messageId: 'bad',
            data: { what: `Folder "${dir}"`, casing: 'kebab-case' },
          })
        }
      }
      const stem = file.split('.')[0] ?? ''
      // the route table's root layout is loaded statically and exports <Name>Layout instead
      const route =
        /^app\/(pages|layouts)\//.test(rel) &&
        !/\.spec\./.test(file) &&
        (exportsComponent(program) ||
          (rel.startsWith('app/layouts/') &&
            exportsName(program, (n) => /^[A-Z]\w*Layout$/.test(n))))
      const casing = route ? PASCAL : KEBAB
      if (!casing.test(stem)) {
        context.report({
          node: program,
          messageId: 'bad',
          data: {
            what: `"${file}"${route ? ' (a route module: it exports Component)' : ''}`,
            casing: route ? 'PascalCase' : 'kebab-case',
          },
        })
      }
    },
  }),
}
