import { exportsComponent } from './module-graph.js'

/** Named exports only; a route module may also export a default (React Router accepts it). */
export const noDefaultExport = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { bad: 'Use a named export (default exports are for route modules only).' },
  },
  create: (context) => {
    let route = false
    const report = (node) => {
      if (!route) context.report({ node, messageId: 'bad' })
    }
    return {
      Program(program) {
        route = exportsComponent(program)
      },
      ExportDefaultDeclaration: report,
      ExportSpecifier(node) {
        if (node.exported.name === 'default') report(node)
      },
    }
  },
}
