/** The project's own lint rules (eslint.config.js turns them on; each has a unit test here). */
import { fileNameCase } from './file-name-case.js'
import { importFloors } from './import-floors.js'
import { noCycle } from './no-cycle.js'
import { noDefaultExport } from './no-default-export.js'

export const ferrite = {
  rules: {
    'file-name-case': fileNameCase,
    'no-default-export': noDefaultExport,
    'no-cycle': noCycle,
    'import-floors': importFloors,
  },
}
