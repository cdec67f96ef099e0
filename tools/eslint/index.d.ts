import type { ESLint } from 'eslint'

/** The project's own lint rules: file-name-case, no-default-export, no-cycle, import-floors. */
export declare const ferrite: ESLint.Plugin
