import { defineConfig } from '@playwright/test'

/**
 * E2E runs against the production build that carries the in-browser mock API (dist-mock),
 * served by `vite preview`, in Debian's Chromium (never a downloaded browser).
 */
// PW_PORT runs a second suite beside the first (its own build directory and server)
const PORT = Number(process.env.PW_PORT ?? 4010)
const outDir = PORT === 4010 ? 'dist-mock' : `dist-mock-${PORT}`
const outputDir = PORT === 4010 ? 'test-results' : `test-results-${PORT}`
const prodOutDir = `dist-prod-${PORT}`
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export default defineConfig({
  testDir: 'test/e2e',
  // one set of screenshots, whichever project takes them (the projects differ in the API only)
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{-snapshotSuffix}{ext}',
  outputDir,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // three on CI's two cores: much of a test is waiting (the mock's delays, timers, the other
  // process), and a third worker filled it: 507 tests in 21.5 min on 3 workers against 28.4 min
  // on 2 (2026-11-28, docs/quality.md), none flaky
  workers: process.env.CI ? 3 : 2,
  retries: process.env.CI ? 1 : 0,
  // CI also keeps every test's duration (docs/quality.md, "The whole suite": where the time goes)
  reporter: process.env.CI
    ? [['line'], ['json', { outputFile: `${outputDir}/e2e-report.json` }]]
    : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    // a trace only when a failed test is run again: recording one for every test made the suite
    // 40 % slower (instances-actions: 90 s with traces, 55 s without); pass --trace on to debug
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // every test, on the build that carries the in-browser mock API
    { name: 'in-browser' },
    // tests tagged @standalone again, on the production build (no mock inside) in front of the
    // standalone mock API server, as an operator runs it (tools/serve-prod.ts)
    {
      name: 'standalone',
      grep: /@standalone/,
      use: { baseURL: `http://127.0.0.1:${PORT + 1}` },
    },
  ],
  webServer: [
    {
      command: `npm run build:mock && npx vite preview --mode mock --port ${PORT} --strictPort`,
      env: { BUILD_OUT_DIR: outDir },
      url: `http://127.0.0.1:${PORT}/projects`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
    },
    {
      // `npm test` has just built dist/ (test:build) and passes it as PW_PROD_DIST: no second build
      command: process.env.PW_PROD_DIST
        ? `npx tsx tools/serve-prod.ts --port ${PORT + 1} --out-dir ${process.env.PW_PROD_DIST}`
        : `npx vite build --logLevel warn && npx tsx tools/serve-prod.ts --port ${PORT + 1} --out-dir ${prodOutDir}`,
      env: { BUILD_OUT_DIR: prodOutDir },
      url: `http://127.0.0.1:${PORT + 1}/projects`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'ignore',
    },
  ],
})
