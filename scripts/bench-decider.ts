/**
 * Our flag decider against Optimizely's SDK (its `/universal` build, the one that runs in workerd), measured the
 * way the worker would use each (docs/decisions/059-our-own-decider.md):
 *
 * 1. Size: each bundled alone with esbuild for the worker (platform neutral, minified, ESM), gzip bytes. Ours is
 *    also given without zod, which the worker carries anyway for every upstream boundary.
 * 2. Start-up: building a decider (ours: `createDecider`; the SDK: `createInstance` until `onReady`) from the mock
 *    datafile's JSON text, as a worker isolate does on its first request or a new revision. Median of many.
 * 3. Per request: deciding all flags for a fresh visitor (ours: `decideAll`; the SDK: a user context's `decideAll`,
 *    its impressions going to a dispatcher that drops them). Median of many, in microseconds.
 *
 * `node scripts/bench-decider.ts` prints the report; `npm run bench` calls `benchDecider()`.
 */
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, '.bench')
const STARTS = Number(process.env.BENCH_DECIDER_STARTS ?? 300)
const REQUESTS = Number(process.env.BENCH_DECIDER_REQUESTS ?? 20_000)

interface OursModule {
  createDecider(datafile: unknown): {
    decideAll(user: { id: string; attributes?: Record<string, unknown> }): unknown
  }
}
interface SdkUser {
  decideAll(): unknown
}
interface SdkClient {
  onReady(): Promise<unknown>
  close(): Promise<unknown>
  createUserContext(id: string, attributes?: Record<string, unknown>): SdkUser
}
interface SdkModule {
  createInstance(config: Record<string, unknown>): SdkClient
  createStaticProjectConfigManager(config: { datafile: string }): unknown
  createForwardingEventProcessor(dispatcher: { dispatchEvent(event: unknown): Promise<unknown> }): unknown
}

/** Bundles `contents` for the worker: neutral platform, minified ESM. Returns the output file and its gzip size. */
export async function bundle(name: string, contents: string, external: string[] = []) {
  const outfile = path.join(outDir, `${name}.mjs`)
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'neutral',
    mainFields: ['module', 'main'],
    format: 'esm',
    minify: true,
    external,
    write: true,
    metafile: true,
    logLevel: 'warning',
  })
  const output = Object.values(result.metafile.outputs)[0]
  const gzip = gzipSync(await readFile(outfile)).length
  return { outfile, bytes: output?.bytes ?? 0, gzip }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export const ATTRIBUTE_SETS = [
  { country: 'GB', locale: 'en-gb', brand: 'kestrel', signed_in: false, device: 'phone' },
  {
    country: 'US',
    locale: 'en-us',
    brand: 'tidewater',
    signed_in: true,
    loyalty_member: true,
    device: 'desktop',
  },
  {
    country: 'DE',
    locale: 'de-de',
    brand: 'kestrel',
    signed_in: true,
    customer_type: 'EMPLOYEE',
    app_version: '4.3.0',
  },
]

/** The report lines. */
export async function benchDecider(): Promise<string> {
  await mkdir(outDir, { recursive: true })
  const ours = await bundle('decider-ours', "export { createDecider } from './shared/experiments/index'")
  const oursWithoutZod = await bundle(
    'decider-ours-no-zod',
    "export { createDecider } from './shared/experiments/index'",
    ['zod'],
  )
  const sdk = await bundle(
    'decider-sdk',
    "export { createInstance, createStaticProjectConfigManager, createForwardingEventProcessor } from '@optimizely/optimizely-sdk/universal'",
  )
  const datafileBundle = await bundle(
    'decider-datafile',
    "export { DATAFILE } from './mock-api/experimentation/datafile'",
  )

  const { DATAFILE } = (await import(pathToFileURL(datafileBundle.outfile).href)) as { DATAFILE: unknown }
  const datafileText = JSON.stringify(DATAFILE)
  const oursModule = (await import(pathToFileURL(ours.outfile).href)) as OursModule
  const sdkModule = (await import(pathToFileURL(sdk.outfile).href)) as SdkModule

  const dispatcher = { dispatchEvent: async () => ({ statusCode: 200 }) }
  const requestHandler = {
    makeRequest: () => {
      throw new Error('the bench makes no requests')
    },
  }
  const createSdk = async () => {
    const client = sdkModule.createInstance({
      projectConfigManager: sdkModule.createStaticProjectConfigManager({ datafile: datafileText }),
      eventProcessor: sdkModule.createForwardingEventProcessor(dispatcher),
      requestHandler,
    })
    await client.onReady()
    return client
  }

  // Warm both up, so the figures are of steady-state code, not of the first compile.
  for (let index = 0; index < 50; index++) {
    oursModule.createDecider(datafileText)
    await (await createSdk()).close()
  }

  const oursStarts: number[] = []
  const sdkStarts: number[] = []
  for (let index = 0; index < STARTS; index++) {
    let started = performance.now()
    oursModule.createDecider(datafileText)
    oursStarts.push(performance.now() - started)
    started = performance.now()
    const client = await createSdk()
    sdkStarts.push(performance.now() - started)
    await client.close()
  }

  const decider = oursModule.createDecider(datafileText)
  const client = await createSdk()
  const oursRequests: number[] = []
  const sdkRequests: number[] = []
  for (let index = 0; index < REQUESTS; index++) {
    const id = `vuid_${index.toString(16).padStart(8, '0')}${Math.random().toString(36).slice(2, 10)}`
    const attributes = ATTRIBUTE_SETS[index % ATTRIBUTE_SETS.length] as Record<string, unknown>
    let started = performance.now()
    decider.decideAll({ id, attributes })
    oursRequests.push(performance.now() - started)
    started = performance.now()
    client.createUserContext(id, attributes).decideAll()
    sdkRequests.push(performance.now() - started)
  }
  await client.close()

  const micros = (ms: number) => `${(ms * 1000).toFixed(1)} µs`
  const flags = (DATAFILE as { featureFlags: unknown[] }).featureFlags.length
  const lines = [
    `Flag decider (mock datafile: ${flags} flags, ${kb(datafileText.length)} JSON)`,
    `  size, gzip (esbuild, neutral, minified): ours ${kb(ours.gzip)} (${kb(oursWithoutZod.gzip)} without zod, which the worker already carries); SDK ${kb(sdk.gzip)}`,
    `  start-up from the datafile, median of ${STARTS}: ours ${micros(median(oursStarts))}; SDK ${micros(median(sdkStarts))}`,
    `  decideAll for a fresh visitor, median of ${REQUESTS}: ours ${micros(median(oursRequests))}; SDK ${micros(median(sdkRequests))}`,
  ]
  return lines.join('\n')
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await benchDecider())
}
