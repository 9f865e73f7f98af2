/**
 * The Optimizely Feature Experimentation datafile, version 4 (spec 2 §3), as the experimentation service serves it.
 * One zod schema at the boundary: fields our decider reads are typed, unknown fields are dropped, and a datafile that
 * does not parse throws a `DatafileError` naming the first bad path, so the worker can log it and fall back to the
 * deployment's defaults instead of deciding from half a configuration.
 *
 * Two shapes of audience live side by side, as Optimizely exports them: legacy `audiences` whose `conditions` is a
 * JSON string, and `typedAudiences` whose conditions are structured (and win over a legacy audience of the same id).
 */
import * as z from 'zod'

/** Why a datafile could not be used. */
export class DatafileError extends Error {
  override readonly name = 'DatafileError'
}

const LeafConditionSchema = z.object({
  type: z.string().optional(),
  name: z.string().optional(),
  match: z.string().nullable().optional(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]).optional(),
})
export type LeafCondition = z.infer<typeof LeafConditionSchema>

/** An audience's conditions: `["and" | "or" | "not", ...]` nests of leaf conditions (a bare list means "or"). */
export type ConditionTree = string | LeafCondition | ConditionTree[]
const ConditionTreeSchema: z.ZodType<ConditionTree> = z.lazy(() =>
  z.union([z.string(), LeafConditionSchema, z.array(ConditionTreeSchema)]),
)

/** An experiment's audience combination: nests of audience ids under "and" | "or" | "not". */
export type AudienceIdTree = string | AudienceIdTree[]
const AudienceIdTreeSchema: z.ZodType<AudienceIdTree> = z.lazy(() =>
  z.union([z.string(), z.array(AudienceIdTreeSchema)]),
)

const VariationSchema = z.object({
  id: z.string(),
  key: z.string(),
  featureEnabled: z.boolean().optional(),
  variables: z.array(z.object({ id: z.string(), value: z.string() })).optional(),
})

const TrafficAllocationSchema = z.array(z.object({ entityId: z.string(), endOfRange: z.number() }))

const ExperimentSchema = z.object({
  id: z.string(),
  key: z.string(),
  status: z.string(),
  layerId: z.string(),
  type: z.string().optional(),
  audienceIds: z.array(z.string()).default([]),
  audienceConditions: z.array(AudienceIdTreeSchema).optional(),
  variations: z.array(VariationSchema),
  trafficAllocation: TrafficAllocationSchema,
  forcedVariations: z.record(z.string(), z.string()).default({}),
})

const LegacyAudienceSchema = z.object({
  id: z.string(),
  name: z.string(),
  conditions: z.string().transform((text, ctx) => {
    try {
      const parsed = ConditionTreeSchema.safeParse(JSON.parse(text))
      if (parsed.success) return parsed.data
    } catch {
      // falls through to the issue below -- the text is not JSON
    }
    ctx.addIssue({ code: 'custom', message: 'conditions must be a JSON condition list' })
    return z.NEVER
  }),
})

const TypedAudienceSchema = z.object({ id: z.string(), name: z.string(), conditions: ConditionTreeSchema })

const VariableSchema = z.object({
  id: z.string(),
  key: z.string(),
  type: z.enum(['boolean', 'integer', 'double', 'string', 'json']),
  subType: z.string().optional(),
  defaultValue: z.string(),
})

export const DatafileSchema = z.object({
  version: z.literal('4'),
  accountId: z.string(),
  projectId: z.string(),
  revision: z.string(),
  anonymizeIP: z.boolean().default(false),
  botFiltering: z.boolean().default(false),
  sendFlagDecisions: z.boolean().default(false),
  environmentKey: z.string().optional(),
  sdkKey: z.string().optional(),
  attributes: z.array(z.object({ id: z.string(), key: z.string() })).default([]),
  audiences: z.array(LegacyAudienceSchema).default([]),
  typedAudiences: z.array(TypedAudienceSchema).default([]),
  events: z
    .array(z.object({ id: z.string(), key: z.string(), experimentIds: z.array(z.string()).default([]) }))
    .default([]),
  experiments: z.array(ExperimentSchema).default([]),
  groups: z
    .array(
      z.object({
        id: z.string(),
        policy: z.string(),
        trafficAllocation: TrafficAllocationSchema,
        experiments: z.array(ExperimentSchema),
      }),
    )
    .default([]),
  featureFlags: z
    .array(
      z.object({
        id: z.string(),
        key: z.string(),
        rolloutId: z.string().default(''),
        experimentIds: z.array(z.string()).default([]),
        variables: z.array(VariableSchema).default([]),
      }),
    )
    .default([]),
  rollouts: z.array(z.object({ id: z.string(), experiments: z.array(ExperimentSchema) })).default([]),
  integrations: z
    .array(
      z.object({
        key: z.string(),
        host: z.string().optional(),
        publicKey: z.string().optional(),
        pixelUrl: z.string().optional(),
      }),
    )
    .default([]),
})

/** A parsed datafile. */
export type Datafile = z.infer<typeof DatafileSchema>
/** The datafile as Optimizely serves it (what a fixture is typed with). */
export type DatafileInput = z.input<typeof DatafileSchema>
export type Experiment = z.infer<typeof ExperimentSchema>
export type Variation = z.infer<typeof VariationSchema>
export type FeatureVariable = z.infer<typeof VariableSchema>

/** Parses a datafile (an object, or its JSON text); throws `DatafileError` saying what is wrong. */
export function parseDatafile(input: unknown): Datafile {
  let value = input
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input)
    } catch {
      throw new DatafileError('The datafile is not JSON')
    }
  }
  const parsed = DatafileSchema.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? issue.path.join('.') : 'the datafile'
    throw new DatafileError(`Invalid datafile at ${where}: ${issue?.message ?? 'unreadable'}`)
  }
  return parsed.data
}
