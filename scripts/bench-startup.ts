/**
 * The production worker's start-up: `wrangler check startup --env production` builds it as a deployment would and
 * profiles the evaluation of its main module in a local workerd. Reported as the active milliseconds of that profile
 * (V8's samples that are not idle, garbage collection included) and the garbage collection's share, the median of
 * `runs`. Cloudflare's limit is 1 s of start-up CPU on its machines, not this one; the figure is for comparing builds.
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

interface Profile {
  nodes: { id: number; callFrame: { functionName: string } }[]
  samples: number[]
  timeDeltas: number[]
}

export interface StartupFigures {
  activeMs: number
  garbageCollectionMs: number
  runs: number
}

const round = (ms: number) => Math.round(ms * 10) / 10

/** Active and garbage-collection milliseconds of one start-up profile. */
export function startupOf(profile: Profile): { activeMs: number; garbageCollectionMs: number } {
  const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]))
  let active = 0
  let collecting = 0
  profile.samples.forEach((sample, index) => {
    const name = names.get(sample)
    const micros = profile.timeDeltas[index] ?? 0
    if (name === '(idle)') return
    active += micros
    if (name === '(garbage collector)') collecting += micros
  })
  return { activeMs: active / 1000, garbageCollectionMs: collecting / 1000 }
}

export async function measureStartup(root: string, runs = 3): Promise<StartupFigures> {
  const out = await mkdtemp(path.join(tmpdir(), 'storefront-startup-'))
  try {
    const figures: { activeMs: number; garbageCollectionMs: number }[] = []
    for (let run = 0; run < runs; run++) {
      const outfile = path.join(out, `startup-${run}.cpuprofile`)
      execFileSync(
        process.execPath,
        [
          path.join(root, 'node_modules/wrangler/bin/wrangler.js'),
          'check',
          'startup',
          '--env',
          'production',
          '--outfile',
          outfile,
        ],
        { cwd: root, stdio: 'ignore' },
      )
      figures.push(startupOf(JSON.parse(await readFile(outfile, 'utf8')) as Profile))
    }
    figures.sort((a, b) => a.activeMs - b.activeMs)
    const middle = figures[Math.floor(figures.length / 2)] ?? { activeMs: 0, garbageCollectionMs: 0 }
    return { activeMs: round(middle.activeMs), garbageCollectionMs: round(middle.garbageCollectionMs), runs }
  } finally {
    await rm(out, { recursive: true, force: true })
  }
}
