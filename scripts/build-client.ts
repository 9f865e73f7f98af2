/**
 * Builds the browser code: the entry, one chunk per island (loaded only where the island is on the page),
 * shared chunks and the stylesheet, all with content hashes under dist/client/assets. Writes
 * dist/manifest.json for the worker (entry, stylesheet, and each island's chunk with the chunks it imports) and
 * dist/client/_headers so hashed files are cached for a year.
 */
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build, type Metafile } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, 'dist/client')
// An island is a file (`client/islands/promo-bar.tsx`) or a folder of parts whose root is `index.tsx`
// (`client/islands/bag/index.tsx`).
const islandPattern = /^client\/islands\/([a-z0-9-]+)(?:\/index)?\.tsx$/

await rm(path.join(root, 'dist'), { recursive: true, force: true })
const result = await build({
  absWorkingDir: root,
  entryPoints: ['client/entry.tsx', 'client/styles/app.css'],
  outdir,
  entryNames: 'assets/[name]-[hash]',
  chunkNames: 'assets/chunk-[hash]',
  assetNames: 'assets/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  minify: true,
  sourcemap: false,
  metafile: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
})

const metafile: Metafile = result.metafile
const publicPath = (file: string) =>
  `/${path.relative(outdir, path.join(root, file)).split(path.sep).join('/')}`
const staticImports = (file: string, seen = new Set<string>()): string[] => {
  for (const entry of metafile.outputs[file]?.imports ?? []) {
    if (entry.kind !== 'import-statement' || seen.has(entry.path)) continue
    seen.add(entry.path)
    staticImports(entry.path, seen)
  }
  return [...seen]
}

// A lean client (decision 016): no validator and no schema module in any browser chunk. Constants that islands
// need live in schema-free shared modules.
const isZod = (input: string) => /(^|\/)node_modules\/zod\//.test(input)
const schemaModules = Object.entries(metafile.inputs)
  .filter(([input, { imports }]) => !isZod(input) && imports.some((imported) => isZod(imported.path)))
  .map(([input]) => input)
for (const [file, output] of Object.entries(metafile.outputs)) {
  const heavy = Object.keys(output.inputs).filter((input) => isZod(input) || schemaModules.includes(input))
  if (heavy.length > 0)
    throw new Error(
      `${path.basename(file)} carries schema code into the browser: ${heavy.filter((input) => !isZod(input)).join(', ') || 'zod'}; move what the client needs into a schema-free shared module`,
    )
}

let entry: { file: string; imports: string[] } | null = null
const css: string[] = []
const islands: Record<string, { file: string; imports: string[] }> = {}
for (const [file, output] of Object.entries(metafile.outputs)) {
  if (file.endsWith('.css')) css.push(publicPath(file))
  if (!output.entryPoint) continue
  if (output.entryPoint === 'client/entry.tsx')
    entry = { file: publicPath(file), imports: staticImports(file).map(publicPath) }
  const island = islandPattern.exec(output.entryPoint)
  if (island)
    islands[island[1] as string] = { file: publicPath(file), imports: staticImports(file).map(publicPath) }
}
if (!entry) throw new Error('The client build produced no entry chunk')
checkStylesheetSources(metafile)

await mkdir(outdir, { recursive: true })
await writeFile(
  path.join(root, 'dist/manifest.json'),
  `${JSON.stringify({ entry, css, islands }, null, 2)}\n`,
)
await writeFile(
  path.join(outdir, '_headers'),
  '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n  X-Content-Type-Options: nosniff\n',
)
console.log(
  `client built: entry ${entry.file}, ${Object.keys(islands).length} island chunk(s), ${css.length} stylesheet(s)`,
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
