/**
 * What each chunk of the production build is made of: builds into a scratch folder with a
 * plugin that records every module's rendered code per chunk, then prints, for the files a
 * route loads cold (or for one chunk), the modules by estimated gzip size. A module's share
 * of its chunk's gzip is its share of the chunk's rendered code (an estimate: minified code
 * and its compression differ between modules).
 *
 *   npx tsx tools/bundle-modules.ts [path=/projects] [--top=40] [--by=package] [--files]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import { type RouteObject } from 'react-router'
import { build, runnerImport, type Plugin } from 'vite'

import { entryKey, readManifest, staticClosure } from './lib/bundle.ts'
import { routeModulesOf } from './lib/route-modules.ts'

type Mod = { id: string; length: number }
/** `length`: the sum of its modules' rendered lengths. */
type ChunkInfo = { file: string; gzip: number; length: number; modules: Mod[] }

const args = process.argv.slice(2)
const path = args.find((a) => !a.startsWith('--')) ?? '/projects'
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 40)
const byPackage = args.includes('--by=package')
/** List each file's modules too. */
const perFile = args.includes('--files')

const chunks = new Map<string, ChunkInfo>()
const record: Plugin = {
  name: 'ferrite-module-sizes',
  generateBundle(_options, bundle) {
    for (const out of Object.values(bundle)) {
      if (out.type !== 'chunk') continue
      const modules = Object.entries(out.modules).map(([id, m]) => ({
        id,
        length: m.renderedLength,
      }))
      chunks.set(out.fileName, {
        file: out.fileName,
        gzip: gzipSync(out.code).length,
        // rendered lengths are measured before minification: shares are taken of their sum
        length: modules.reduce((sum, m) => sum + m.length, 0),
        modules,
      })
    }
  },
}

/** A short name: the package (scoped or not) of a dependency, the path of ours. */
function label(id: string) {
  const at = id.lastIndexOf('node_modules/')
  if (at < 0) return id.replace(process.cwd() + '/', '')
  if (!byPackage) return id.slice(at + 13)
  const parts = id.slice(at + 13).split('/')
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'ferrite-modules-'))
  try {
    process.env.BUILD_OUT_DIR = outDir
    await build({ logLevel: 'warn', plugins: [record], build: { emptyOutDir: true } })
    const manifest = readManifest(outDir)
    // the route table as the app defines it (aliases and defines of the config)
    const { module } = await runnerImport<{ fullRoutes: RouteObject[] }>(
      join(process.cwd(), 'app/routes/full-table.ts'),
      {
        configFile: false,
        logLevel: 'silent',
        resolve: { alias: [{ find: '~', replacement: join(process.cwd(), 'app') }] },
        define: { __MOCK__: 'false' },
      },
    )
    const mods = routeModulesOf(module.fullRoutes, path)
    const keys = mods.map(
      (m) =>
        (manifest[m] ? m : undefined) ??
        Object.keys(manifest).find((k) =>
          k.startsWith(
            `_${m
              .split('/')
              .pop()!
              .replace(/\.tsx?$/, '')}-`,
          ),
        )!,
    )
    const files = [...staticClosure(manifest, [entryKey(manifest), ...keys])]
    const sizes = new Map<string, number>()
    let total = 0
    for (const f of files) {
      const c = chunks.get(f)
      if (!c) continue
      total += c.gzip
      console.log(`${(c.gzip / 1024).toFixed(1).padStart(7)} KB  ${f}`)
      if (perFile) for (const m of c.modules) console.log(`            ${label(m.id)}`)
      for (const m of c.modules) {
        const share = (m.length / Math.max(1, c.length)) * c.gzip
        sizes.set(label(m.id), (sizes.get(label(m.id)) ?? 0) + share)
      }
    }
    console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total for ${path}\n`)
    for (const [name, size] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${name}`)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

void main()
