/**
 * scripts/bench-render.tsx bundled for Node as the bench runs it (React's production build), from the checkout at
 * `root` into `outfile`: shared by `npm run bench` and scripts/bench-render-run.ts, so both measure the same bundle.
 */
import { build } from 'esbuild'

export async function bundleRenderBench(root: string, outfile: string): Promise<string> {
  await build({
    absWorkingDir: root,
    entryPoints: ['scripts/bench-render.tsx'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  })
  return outfile
}
