/**
 * What the consent and decisions middleware cost a request, in process (worker/middleware/consent.ts and
 * decisions.ts): reading the OneTrust cookie and Global Privacy Control into a consent, reading the visitor id, and
 * deciding every flag of the datafile for that visitor, as the middleware does for each page. Measured with the mock
 * datafile (8 flags) and with a 20-flag datafile made from it (each added flag a copy of one of the 8, with its
 * rollout and experiments under ids of its own), so the figure says how the cost grows with a project's flags.
 * The I/O of the middleware (the datafile from KV or memory, the session) is not in it: the datafile is held in
 * the isolate's memory between requests (decision 063), and the session is read for the page anyway.
 *
 * `node scripts/bench-decisions.ts` prints the report; `npm run bench` calls `benchDecisions()`.
 */
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ATTRIBUTE_SETS, bundle } from './bench-decider.ts'

const REQUESTS = Number(process.env.BENCH_DECISIONS_REQUESTS ?? 20_000)
const FLAGS = 20

interface Datafile {
  featureFlags: { id: string; key: string; rolloutId: string; experimentIds: string[] }[]
  rollouts: { id: string }[]
  experiments: { id: string; key: string }[]
  groups: { experiments: { id: string; key: string }[] }[]
}

interface Modules {
  DATAFILE: Datafile
  createDecider(datafile: unknown): {
    readonly flagKeys: readonly string[]
    decide(key: string, user: { id: string; attributes: Record<string, unknown> }): unknown
  }
  decideConsent(input: {
    region: 'NA' | 'EMEA'
    optanonConsent: string | undefined
    alertBoxClosed: string | undefined
    gpc: boolean
    preview: boolean
  }): { targeting: boolean }
  gpcRequested(header: string | undefined): boolean
  readVisitorId(value: string | undefined): string | null
  visitorIdOf(uuid: string): string
  writeOptanonConsent(
    choice: { performanceAndAnalytics: boolean; functional: boolean; targeting: boolean },
    now: Date,
  ): string
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** Every `id` and `layerId` in a datafile entity, so a copy can have ids of its own (audience ids are kept). */
function idsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, found)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'id' || key === 'layerId') && typeof item === 'string') found.add(item)
      else idsIn(item, found)
    }
  return found
}

/** A deep copy of `value` with each of `ids` given `suffix`, and each flag's and rule's key too. */
function renamed<T>(value: T, ids: ReadonlySet<string>, suffix: string): T {
  return JSON.parse(
    JSON.stringify(value),
    function rename(this: Record<string, unknown>, key, item: unknown) {
      if (typeof item !== 'string') return item
      if (ids.has(item)) return `${item}${suffix}`
      // A flag (it has a rollout) or an experiment or rule (it has a layer); a variation's key stays.
      return key === 'key' && ('rolloutId' in this || 'layerId' in this) ? `${item}_${suffix}` : item
    },
  ) as T
}

/** The mock datafile grown to `count` flags: copies of its own flags, each with its rollout and experiments. */
export function datafileWithFlags(datafile: Datafile, count: number): Datafile {
  const grown: Datafile = structuredClone(datafile)
  const experiments = [...datafile.experiments, ...datafile.groups.flatMap((group) => group.experiments)]
  for (let index = 0; grown.featureFlags.length < count; index += 1) {
    const flag = datafile.featureFlags[index % datafile.featureFlags.length]
    if (!flag) break
    const rollout = datafile.rollouts.find((entry) => entry.id === flag.rolloutId)
    const own = experiments.filter((experiment) => flag.experimentIds.includes(experiment.id))
    const ids = idsIn([flag, rollout, own])
    const suffix = String(index + 1).padStart(2, '0')
    grown.featureFlags.push(renamed(flag, ids, suffix))
    if (rollout) grown.rollouts.push(renamed(rollout, ids, suffix))
    // A copied experiment of a mutually exclusive group runs on its own: the copy is not in the group.
    for (const experiment of own) grown.experiments.push(renamed(experiment, ids, suffix))
  }
  return grown
}

/** The report: the consent and decisions work of one request, median, with 8 and with 20 flags. */
export async function benchDecisions(): Promise<string> {
  const built = await bundle(
    'decisions',
    [
      "export { DATAFILE } from './mock-api/experimentation/datafile'",
      "export { createDecider } from './shared/experiments/index'",
      "export { decideConsent, gpcRequested, writeOptanonConsent } from './shared/consent'",
      "export { readVisitorId, visitorIdOf } from './shared/personalization/visitor'",
    ].join('\n'),
  )
  const modules = (await import(pathToFileURL(built.outfile).href)) as Modules
  const consentCookie = modules.writeOptanonConsent(
    { performanceAndAnalytics: true, functional: true, targeting: true },
    new Date('2026-11-20T10:00:00Z'),
  )
  const perRequest = (datafile: Datafile) => {
    const decider = modules.createDecider(JSON.stringify(datafile))
    const times: number[] = []
    for (let index = 0; index < REQUESTS + 1000; index += 1) {
      const attributes = ATTRIBUTE_SETS[index % ATTRIBUTE_SETS.length] as Record<string, unknown>
      // Half the visitors come back with an id, half get a new one, as on a shop's pages.
      const cookie = index % 2 === 0 ? `vuid_${index.toString(36).padStart(10, '0')}` : undefined
      const started = performance.now()
      const consent = modules.decideConsent({
        region: index % 3 === 0 ? 'EMEA' : 'NA',
        optanonConsent: consentCookie,
        alertBoxClosed: '2026-11-20T10:00:00.000Z',
        gpc: modules.gpcRequested(undefined),
        preview: false,
      })
      const id = consent.targeting
        ? (modules.readVisitorId(cookie) ?? modules.visitorIdOf(crypto.randomUUID()))
        : null
      if (id) for (const key of decider.flagKeys) decider.decide(key, { id, attributes })
      // The first thousand warm the code up.
      if (index >= 1000) times.push(performance.now() - started)
    }
    return { flags: decider.flagKeys.length, micros: median(times) * 1000 }
  }
  const mock = perRequest(modules.DATAFILE)
  const twenty = perRequest(datafileWithFlags(modules.DATAFILE, FLAGS))
  return [
    `Consent and decisions middleware, in process, per request (median of ${REQUESTS}):`,
    `  ${mock.flags} flags (mock datafile): ${mock.micros.toFixed(1)} µs; ${twenty.flags} flags: ${twenty.micros.toFixed(1)} µs`,
  ].join('\n')
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await benchDecisions())
}
