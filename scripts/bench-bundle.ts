/**
 * The deployable worker's size (decisions 115 and 116): `wrangler deploy --dry-run --env production` into a folder
 * of its own, then each module it wrote, raw and gzip-compressed (level 9), in KiB. The main module is what every
 * isolate evaluates at start-up; a language module only the first request in that language loads.
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export interface BundleFigures {
  /** KiB raw and gzip, by module path (`index.js`, `messages/fr.js`). */
  modules: Record<string, { kib: number; gzipKib: number }>
  /** Every module together, as the upload counts them. */
  total: { kib: number; gzipKib: number }
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** Builds the production worker without deploying it and measures each JavaScript module it would upload. */
export async function measureWorkerBundle(root: string): Promise<BundleFigures> {
  const out = await mkdtemp(path.join(tmpdir(), 'storefront-bundle-'))
  try {
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/wrangler/bin/wrangler.js'),
        'deploy',
        '--dry-run',
        '--env',
        'production',
        '--outdir',
        out,
      ],
      { cwd: root, stdio: 'ignore' },
    )
    const files = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.js')).sort()
    const modules: BundleFigures['modules'] = {}
    let raw = 0
    let gzip = 0
    for (const file of files) {
      const body = await readFile(path.join(out, file))
      const compressed = gzipSync(body, { level: 9 }).length
      modules[file] = { kib: kib(body.length), gzipKib: kib(compressed) }
      raw += body.length
      gzip += compressed
    }
    return { modules, total: { kib: kib(raw), gzipKib: kib(gzip) } }
  } finally {
    await rm(out, { recursive: true, force: true })
  }
}
