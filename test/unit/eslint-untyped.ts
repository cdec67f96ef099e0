import { ESLint } from 'eslint'

/**
 * The repository's lint configuration for texts that are not files on disk: the rules that read
 * types need a real file in the TypeScript project, so they are left out here (tools/eslint and
 * the typed block of eslint.config.js are tested by lint over the tree itself).
 */
export const untypedEslint = (cwd: string) =>
  new ESLint({
    cwd,
    overrideConfig: {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/consistent-type-assertions': 'off',
      },
    },
  })
