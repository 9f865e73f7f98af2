/**
 * Fault rules: what the mock API does wrong, for which upstream service and path. Rules live in the isolate's
 * memory, so they last until they are cleared or the mock API restarts, and never outlive a development session.
 * The first rule that matches a request (in the order they were set) and has not used up its `times` applies.
 *
 * @example
 *   setFaults([{ service: 'catalogue', path: '/products/*', kind: 'latency', ms: 9000 }])
 */
import * as z from 'zod'

/**
 * The upstream services, named as the storefront's fault matrix names them. `cart` is the commerce API's cart and
 * saved-for-later calls (`worker/upstream/commerce/`); `consumers` is the token, sign-in, sign-out and profile
 * calls; `media` is the generated images; `experimentation` is the event-logging and audience-segment endpoints;
 * `personalization` is the decision service; `social` the social media service's photos.
 */
export const FAULT_SERVICES = [
  'content',
  'catalogue',
  'community',
  'wishlists',
  'cart',
  'stores',
  'utilities',
  'frontend',
  'media',
  'consumers',
  'experimentation',
  'personalization',
  'social',
] as const

export type FaultService = (typeof FAULT_SERVICES)[number]

/** The longest delay a rule may add: longer than every timeout of the storefront, short of a hung test. */
export const MAX_FAULT_MS = 120_000

const PATH_PATTERN = /^\/[\x21-\x7e]{0,300}$/

const delay = z.number().int().min(0).max(MAX_FAULT_MS)

const target = {
  service: z.enum(FAULT_SERVICES),
  /**
   * Which paths: `*` matches any run of characters, `/` included; anything else matches itself. A pattern is
   * tried on the path as the storefront's client writes it, after its base URL (`/products/v2/products/KS100048/details`
   * for the catalogue, `/live/caas/v1/canvas/menu/KST-US` for content), and on the mock API's own path
   * (`/api/products/...`). Every path of the service when left out.
   */
  path: z
    .string()
    .regex(PATH_PATTERN, 'path must start with / and hold no spaces (at most 300 characters)')
    .optional(),
  /** Only requests of this method; any method when left out. */
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
  /** Apply to this many requests, then stand aside (the rule stays listed with its hits); always when left out. */
  times: z.number().int().min(1).max(1000).optional(),
}

export const FaultRuleSchema = z.discriminatedUnion('kind', [
  /** Answer `ms` later than usual. The delay ends when the caller gives up (aborts), and nothing is done then. */
  z.strictObject({ ...target, kind: z.literal('latency'), ms: delay }),
  /**
   * Answer a 5xx in the upstream's error shape (`errorDetails`, `appId`, `correlationId`), `ms` later; or a 409, the
   * one refusal a caller retries (the token service's AUT409, a duplicated token: `errorId: 'AUT409'`).
   */
  z.strictObject({
    ...target,
    kind: z.literal('error'),
    status: z
      .number()
      .int()
      .refine(
        (status) => status === 409 || (status >= 500 && status <= 599),
        'status must be 409 or 500 to 599',
      )
      .optional(),
    errorId: z
      .string()
      .regex(/^[A-Z0-9_]{2,20}$/)
      .optional(),
    message: z.string().max(200).optional(),
    ms: delay.optional(),
  }),
  /** Answer 200 with valid JSON of the wrong shape: `body` when given, otherwise a list no contract accepts. */
  z.strictObject({
    ...target,
    kind: z.literal('wrong-shape'),
    body: z.unknown().optional(),
    ms: delay.optional(),
  }),
  /** Answer 200 with an HTML page, as a misconfigured proxy would. */
  z.strictObject({ ...target, kind: z.literal('not-json'), ms: delay.optional() }),
  /**
   * Do the work (the state change is written), then drop the connection: the caller's fetch fails as if the
   * network went away after the upstream committed.
   */
  z.strictObject({ ...target, kind: z.literal('commit-then-drop'), ms: delay.optional() }),
])

/** One fault rule, as tests and the development endpoint give it. */
export type FaultRule = z.input<typeof FaultRuleSchema>
export type FaultKind = FaultRule['kind']

/** A rule in force, with how many requests it has applied to. */
export type ActiveFault = z.output<typeof FaultRuleSchema> & { hits: number }

/** Rules that do not validate; the message names each problem and where it is. */
export class FaultRuleError extends Error {
  override name = 'FaultRuleError'
}

/**
 * Validates rules given as a list, as `{ rules: [...] }` or as one rule, with a rule schema (the mock API's, or
 * the payment provider's); throws `FaultRuleError` naming each problem.
 */
export function parseRuleList<S extends z.ZodType>(schema: S, input: unknown): z.output<S>[] {
  const list = Array.isArray(input)
    ? input
    : input !== null && typeof input === 'object' && 'rules' in input
      ? (input as { rules: unknown }).rules
      : [input]
  const parsed = z.array(schema).max(100).safeParse(list)
  if (!parsed.success) {
    throw new FaultRuleError(
      parsed.error.issues
        .map((issue) => `${issue.path.length > 0 ? `rules.${issue.path.join('.')}: ` : ''}${issue.message}`)
        .join('; '),
    )
  }
  return parsed.data as z.output<S>[]
}

/** Validates rules given as a list, as `{ rules: [...] }` or as one rule. */
export const parseFaultRules = (input: unknown): z.output<typeof FaultRuleSchema>[] =>
  parseRuleList(FaultRuleSchema, input)

let active: ActiveFault[] = []

/** Replaces every rule with these; throws `FaultRuleError` (and changes nothing) when one is not valid. */
export function setFaults(rules: readonly FaultRule[] | FaultRule): ActiveFault[] {
  active = parseFaultRules(rules).map((rule) => ({ ...rule, hits: 0 }))
  return listFaults()
}

/** Adds rules after the ones in force (so those still win where both match). */
export function addFaults(rules: readonly FaultRule[] | FaultRule): ActiveFault[] {
  active = [...active, ...parseFaultRules(rules).map((rule) => ({ ...rule, hits: 0 }))]
  return listFaults()
}

/** Removes every rule: the mock API behaves again. */
export function clearFaults(): void {
  active = []
}

/** The rules in force, in order, with their hits. */
export function listFaults(): ActiveFault[] {
  return active.map((rule) => ({ ...rule }))
}

export function hasFaults(): boolean {
  return active.length > 0
}

const patterns = new Map<string, RegExp>()

function patternOf(path: string): RegExp {
  let pattern = patterns.get(path)
  if (!pattern) {
    const source = path
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')
    pattern = new RegExp(`^${source}$`)
    patterns.set(path, pattern)
  }
  return pattern
}

/**
 * The rule that applies to a request of the service, counted as a hit; null when none does.
 * `paths` are the request's path after the service's base URL and its full path on the mock API.
 */
export function takeFault(
  service: FaultService,
  method: string,
  paths: readonly string[],
): ActiveFault | null {
  const rule = active.find(
    (entry) =>
      entry.service === service &&
      (entry.method === undefined || entry.method === method) &&
      (entry.times === undefined || entry.hits < entry.times) &&
      (entry.path === undefined || paths.some((path) => patternOf(entry.path as string).test(path))),
  )
  if (!rule) return null
  rule.hits += 1
  return rule
}
