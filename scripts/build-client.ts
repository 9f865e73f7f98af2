/**
 * Builds the browser code: the entry (React, the island loaders and the page chrome's islands), a chunk per lazy
 * island or group of islands that load together (fetched only where they are on the page), the few chunks lazy
 * islands share, and the stylesheet, all with content hashes under dist/client/assets. Writes
 * dist/manifest.json for the worker (entry, stylesheet, and each island's chunk with the chunks it imports) and
 * dist/client/_headers so hashed files are cached for a year. Then the worker's language modules under dist/worker
 * (scripts/build-messages.ts).
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build as buildStyles, type Metafile } from 'esbuild'
import { type OutputChunk, rolldown } from 'rolldown'
import { ISLAND_HYDRATION } from '../client/islands/names.ts'
import { buildLanguageModules } from './build-messages.ts'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, 'dist/client')
// An island is a file (`client/islands/promo-bar.tsx`) or a folder of parts whose root is `index.tsx`
// (`client/islands/bag/index.tsx`).
const islandPattern = /\/client\/islands\/([a-z0-9-]+)(?:\/index)?\.tsx$/

const isZod = (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id)
const relative = (id: string) => path.relative(root, id).split(path.sep).join('/')

await rm(path.join(root, 'dist'), { recursive: true, force: true })

// The script, bundled by Rolldown (decision 070): it keeps what the entry and the islands share in the entry, which
// every page loads anyway, where esbuild made a chunk per combination of importers (20 of the product page's 26
// scripts were under 1 KB), and its minifier writes smaller code.
const schemaModules = new Set<string>()
const bundle = await rolldown({
  cwd: root,
  plugins: [
    {
      name: 'schema-modules',
      buildEnd() {
        for (const id of this.getModuleIds()) {
          const imported = this.getModuleInfo(id)?.importedIds ?? []
          if (!isZod(id) && imported.some(isZod)) schemaModules.add(id)
        }
      },
    },
  ],
  input: { entry: 'client/entry.tsx' },
  platform: 'browser',
  transform: { jsx: 'react-jsx', target: 'es2022', define: { 'process.env.NODE_ENV': '"production"' } },
  // React's and jotai's modules say 'use client', which means nothing in a browser bundle.
  onLog: (level, log, handler) => {
    if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log)
  },
})
const { output } = await bundle.write({
  dir: outdir,
  format: 'es',
  minify: true,
  comments: false,
  entryFileNames: 'assets/[name]-[hash].js',
  // Seven characters: Rolldown asks for more as the chunks grow (six stopped at 65 chunks).
  chunkFileNames: 'assets/[name]-[hash:7].js',
  // The words every page's scripts share with the worker (error placements, the locale header) go in the entry,
  // which every page loads, instead of a 148-byte script of their own beside it on every page.
  codeSplitting: { groups: [{ name: 'entry', test: /client[\\/]entry\.tsx$|shared[\\/]api-contract\.ts$/ }] },
})
await bundle.close()
const chunks = output.filter((file): file is OutputChunk => file.type === 'chunk')
const chunkByFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
const publicPath = (fileName: string) => `/${fileName}`
const staticImports = (fileName: string, seen = new Set<string>()): string[] => {
  for (const imported of chunkByFile.get(fileName)?.imports ?? []) {
    if (seen.has(imported)) continue
    seen.add(imported)
    staticImports(imported, seen)
  }
  return [...seen]
}

// A lean client (decision 016): no validator and no schema module in any browser chunk. Constants that islands
// need live in schema-free shared modules.
for (const chunk of chunks) {
  const heavy = chunk.moduleIds.filter((id) => isZod(id) || schemaModules.has(id))
  if (heavy.length > 0)
    throw new Error(
      `${chunk.fileName} carries schema code into the browser: ${
        heavy
          .filter((id) => !isZod(id))
          .map(relative)
          .join(', ') || 'zod'
      }; move what the client needs into a schema-free shared module`,
    )
}

// The stylesheet: client/styles/app.css with its @import list inlined in order.
const styles = await buildStyles({
  absWorkingDir: root,
  entryPoints: ['client/styles/app.css'],
  outdir,
  entryNames: 'assets/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  bundle: true,
  minify: true,
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
})
const css = Object.keys(styles.metafile.outputs)
  .filter((file) => file.endsWith('.css'))
  .map((file) => `/${path.relative(outdir, path.join(root, file)).split(path.sep).join('/')}`)

const entryChunk = chunks.find((chunk) => chunk.isEntry)
const entry = entryChunk
  ? { file: publicPath(entryChunk.fileName), imports: staticImports(entryChunk.fileName).map(publicPath) }
  : null
// Each island's chunk is the one holding its module: its own, one shared with the islands it loads with, or the
// entry for the islands that are part of it.
const islands: Record<string, { file: string; imports: string[] }> = {}
for (const chunk of chunks) {
  for (const id of chunk.moduleIds) {
    const name = islandPattern.exec(id.split(path.sep).join('/'))?.[1]
    if (name && Object.hasOwn(ISLAND_HYDRATION, name))
      islands[name] = {
        file: publicPath(chunk.fileName),
        imports: staticImports(chunk.fileName).map(publicPath),
      }
  }
}
if (!entry) throw new Error('The client build produced no entry chunk')
checkStylesheetSources(styles.metafile)

// The names carry their contents' hashes, so a hash of the names is one of the contents.
const buildId = createHash('sha256')
  .update([...chunks.map((chunk) => chunk.fileName), ...css].sort().join('\n'))
  .digest('hex')
  .slice(0, 16)
const builtAt = new Date().toISOString()

await mkdir(outdir, { recursive: true })
await writeFile(
  path.join(root, 'dist/manifest.json'),
  `${JSON.stringify({ buildId, builtAt, entry, css, islands }, null, 2)}\n`,
)
await writeFile(
  path.join(outdir, '_headers'),
  '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n  X-Content-Type-Options: nosniff\n',
)
console.log(
  `client built: ${buildId}, entry ${entry.file}, ${chunks.length} script(s) in all, ${Object.keys(islands).length} islands, ${css.length} stylesheet(s)`,
)
const languages = await buildLanguageModules(root)
console.log(
  `worker language modules: ${Object.entries(languages)
    .map(([language, bytes]) => `${language} ${Math.round(bytes / 1024)} KiB`)
    .join(', ')}`,
)

/**
 * The stylesheet is client/styles/app.css with its @import list inlined in order (see that file). A file under
 * client/styles that the list misses would silently not ship, and a file of an area should be named after the
 * source file or folder it styles (`components/price.css` for client/components/price.tsx, `islands/bag.css` for
 * client/islands/bag/), so either fails the build.
 */
function checkStylesheetSources(bundle: Metafile): void {
  const stylesDir = path.join(root, 'client/styles')
  const problems: string[] = []
  for (const entry of readdirSync(stylesDir, { recursive: true, encoding: 'utf8' })) {
    const file = `client/styles/${entry.split(path.sep).join('/')}`
    if (!file.endsWith('.css')) continue
    if (!(file in bundle.inputs)) problems.push(`${file} is not imported by client/styles/app.css`)
    const area = /^client\/styles\/(components|blocks|islands|pages)\/([a-z0-9-]+)\.css$/.exec(file)
    const named = area && path.join(root, 'client', area[1] as string, area[2] as string)
    if (named && !existsSync(`${named}.tsx`) && !existsSync(path.join(named, 'index.tsx')))
      problems.push(`${file} is not named after a file in client/${area[1]}`)
  }
  if (problems.length > 0) throw new Error(`Stylesheet sources:\n${problems.join('\n')}`)
}
