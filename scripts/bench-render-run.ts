/**
 * The render part of `npm run bench` alone: scripts/bench-render.tsx bundled as scripts/bench.ts bundles it, run in
 * Node, printing each tree's ms per way and `storefrontStreamOverString`. Quick enough to run beside other work.
 *
 * Given the roots of other checkouts (`node scripts/bench-render-run.ts ../base .`), bundles each one's bench and runs
 * them in turns (`BENCH_RENDER_RUNS`, 2, of each), so a change and the commit before it see the same machine; the
 * ratios are reckoned within each run. `BENCH_RENDER_ROUNDS` (300) is passed on.
 */
import { execFileSync } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { loadavg } from 'node:os'
import path from 'node:path'
import { bundleRenderBench } from './bundle-render-bench.ts'

const here = path.resolve(import.meta.dirname, '..')
const roots = process.argv.length > 2 ? process.argv.slice(2).map((root) => path.resolve(root)) : [here]
const runs = Number(process.env.BENCH_RENDER_RUNS ?? (roots.length > 1 ? 2 : 1))
const outDir = path.join(here, '.bench')
await mkdir(outDir, { recursive: true })

const bundles = await Promise.all(
  roots.map((root, index) => bundleRenderBench(root, path.join(outDir, `render-run-${index}.mjs`))),
)

type Ways = Record<string, number>
const fixed = (value: number, digits = 3) => Number(value.toFixed(digits))

for (let run = 0; run < runs; run++) {
  for (const [index, bundle] of bundles.entries()) {
    const load = loadavg()[0] ?? 0
    const result = JSON.parse(execFileSync(process.execPath, [bundle], { encoding: 'utf8' })) as Record<
      string,
      Ways
    >
    const trees = Object.entries(result).filter(([name]) => name !== 'listingCards') as [string, Ways][]
    console.log(
      JSON.stringify({
        root: path.relative(process.cwd(), roots[index] as string) || '.',
        run,
        load: fixed(load, 2),
        ratios: Object.fromEntries(
          trees.map(([tree, ways]) => [
            tree,
            fixed((ways.storefrontStream ?? 0) / (ways.renderToString ?? 1)),
          ]),
        ),
        ms: Object.fromEntries(
          trees.map(([tree, ways]) => [
            tree,
            { string: fixed(ways.renderToString ?? 0), storefront: fixed(ways.storefrontStream ?? 0) },
          ]),
        ),
      }),
    )
  }
}
