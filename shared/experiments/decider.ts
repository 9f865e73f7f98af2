/**
 * Our flag and experiment decider: the decisions of Optimizely's SDK (`decide` on a user context), made from a
 * version-4 datafile without the SDK, so the worker decides every flag before rendering at a fraction of the SDK's
 * size and start-up cost (docs/decisions/059-our-own-decider.md). tests/unit/experiments-differential.test.ts holds
 * it to the SDK's answers.
 *
 * A flag is decided by its rules in order. First its experiment rules: an experiment counts only while Running; a
 * user listed in its `forcedVariations` (whitelist) gets that variation; otherwise the user must be in its audiences
 * and be bucketed into a variation (through its mutually exclusive group first, when it has one). Then its
 * rollout's delivery rules: a user in a rule's audience and traffic gets its variation; a user in its audience but
 * outside its traffic skips the remaining rules and goes straight to the last one, "Everyone Else". A flag is on when
 * the variation says `featureEnabled`; its variables are the flag's defaults, overridden by the variation's values
 * only when the flag is on.
 *
 * Everything the decisions look up is built once, in `createDecider`, into maps keyed as the SDK keys them (a later
 * entry with the same id or key wins, as in the SDK), so a decision is a handful of map reads and two hashes per rule.
 */
import { type AudienceSubject, isInAudiences, segmentsOf } from './audiences'
import { allocate, type TrafficRange } from './bucketing'
import {
  type AudienceIdTree,
  type ConditionTree,
  type Datafile,
  DatafileError,
  type Experiment,
  type FeatureVariable,
  parseDatafile,
  type Variation,
} from './datafile'
import type { Decider, DecideUser, Decision, ImpressionFacts, VariableValue } from './types'

const RUNNING = 'Running'
const BUCKETING_ID_ATTRIBUTE = '$opt_bucketing_id'
const RESERVED_ATTRIBUTE_PREFIX = '$opt_'

/** An experiment or delivery rule, ready to decide with. */
interface Rule {
  readonly id: string
  readonly key: string
  readonly layerId: string
  readonly type: string | undefined
  readonly groupId: string
  readonly audiences: readonly AudienceIdTree[]
  readonly trafficAllocation: TrafficRange[]
  readonly variationsByKey: Map<string, Variation>
  readonly forcedVariations: ReadonlyMap<string, string>
  readonly variations: Variation[]
}

interface Flag {
  readonly key: string
  readonly experimentIds: readonly string[]
  readonly rolloutRules: readonly Rule[]
  readonly variables: readonly FeatureVariable[]
  /** The flag's variations by id, as a plain object: the SDK finds a forced variation in `Object.values` order. */
  readonly variationsById: Record<string, Variation>
  /** Variables by variation id and on/off, computed on first use (every value was cast once at start-up). */
  readonly variablesCache: Map<string, Readonly<Record<string, VariableValue>>>
  readonly defaults: Readonly<Record<string, VariableValue>>
}

interface Outcome {
  readonly rule: Rule | null
  readonly variation: Variation | null
  readonly source: ImpressionFacts['ruleType']
}

function compileRule(experiment: Experiment, groupId: string): Rule {
  return {
    id: experiment.id,
    key: experiment.key,
    layerId: experiment.layerId,
    type: experiment.type,
    groupId,
    audiences: experiment.audienceConditions ?? experiment.audienceIds,
    trafficAllocation: [...experiment.trafficAllocation],
    variations: [...experiment.variations],
    variationsByKey: new Map(experiment.variations.map((variation) => [variation.key, variation])),
    forcedVariations: new Map(Object.entries(experiment.forcedVariations)),
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child)
    Object.freeze(value)
  }
  return value
}

/** A variable's text cast to its type, as the SDK casts it; null when it does not cast. */
function castVariable(text: string, variable: FeatureVariable): VariableValue | null {
  const type = variable.type === 'string' && variable.subType === 'json' ? 'json' : variable.type
  switch (type) {
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : null
    case 'integer': {
      const value = Number.parseInt(text, 10)
      return Number.isNaN(value) ? null : value
    }
    case 'double': {
      const value = Number.parseFloat(text)
      return Number.isNaN(value) ? null : value
    }
    case 'json':
      try {
        const value: unknown = JSON.parse(text)
        if (value === null) return null
        return deepFreeze(value as VariableValue)
      } catch {
        return null
      }
    default:
      return text
  }
}

function castOrThrow(text: string, variable: FeatureVariable, where: string): VariableValue {
  const value = castVariable(text, variable)
  if (value === null) {
    throw new DatafileError(
      `Invalid datafile: ${where} gives variable "${variable.key}" a value that is not a ${variable.type}`,
    )
  }
  return value
}

const offDecision = (flagKey: string): Decision => ({
  flagKey,
  enabled: false,
  variationKey: null,
  ruleKey: null,
  variables: {},
  impression: null,
})

/** Builds a decider from a datafile (an object or its JSON text). Throws `DatafileError` when it is not usable. */
export function createDecider(input: unknown): Decider {
  const datafile: Datafile = parseDatafile(input)

  // Audiences: legacy first, typed ones win for the same id.
  const audiencesById = new Map<string, ConditionTree>()
  for (const audience of datafile.audiences) audiencesById.set(audience.id, audience.conditions)
  for (const audience of datafile.typedAudiences) audiencesById.set(audience.id, audience.conditions)

  // Every rule in the SDK's order: experiments, then grouped experiments, then delivery rules.
  const groupsById = new Map(datafile.groups.map((group) => [group.id, group]))
  const rules: Rule[] = [
    ...datafile.experiments.map((experiment) => compileRule(experiment, '')),
    ...datafile.groups.flatMap((group) =>
      group.experiments.map((experiment) => compileRule(experiment, group.id)),
    ),
  ]
  const rolloutRulesById = new Map<string, Rule[]>()
  for (const rollout of datafile.rollouts) {
    const compiled = rollout.experiments.map((experiment) => compileRule(experiment, ''))
    rolloutRulesById.set(rollout.id, compiled)
    rules.push(...compiled)
  }
  const rulesById = new Map<string, Rule>()
  const statusByKey = new Map<string, string>()
  const variationsById = new Map<string, Variation>()
  const variableValuesByVariation = new Map<string, Map<string, string>>()
  const experimentsInOrder = [
    ...datafile.experiments,
    ...datafile.groups.flatMap((group) => group.experiments),
    ...datafile.rollouts.flatMap((rollout) => rollout.experiments),
  ]
  experimentsInOrder.forEach((experiment, index) => {
    rulesById.set(experiment.id, rules[index] as Rule)
    statusByKey.set(experiment.key, experiment.status)
    for (const variation of experiment.variations) {
      variationsById.set(variation.id, variation)
      if (variation.variables) {
        variableValuesByVariation.set(
          variation.id,
          new Map(variation.variables.map((usage) => [usage.id, usage.value])),
        )
      }
    }
  })

  const variablesById = new Map<string, FeatureVariable>()
  const flags = new Map<string, Flag>()
  for (const feature of datafile.featureFlags) {
    for (const variable of feature.variables) variablesById.set(variable.id, variable)
    const rolloutRules = rolloutRulesById.get(feature.rolloutId) ?? []
    const everyoneElse = rolloutRules.at(-1)?.variations[0]
    const flagVariations: Record<string, Variation> = {}
    for (const experimentId of feature.experimentIds) {
      const rule = rulesById.get(experimentId)
      if (!rule) {
        throw new DatafileError(
          `Invalid datafile: flag "${feature.key}" names experiment ${experimentId}, which it does not hold`,
        )
      }
      // A feature rollout ("fr") experiment falls back to the flag's Everyone Else variation, as the SDK adds it.
      if (rule.type === 'fr' && everyoneElse) {
        rule.variations.push(everyoneElse)
        rule.trafficAllocation.push({ entityId: everyoneElse.id, endOfRange: 10_000 })
        rule.variationsByKey.set(everyoneElse.key, everyoneElse)
      }
      for (const variation of rule.variations) flagVariations[variation.id] = variation
    }
    for (const rule of rolloutRules) {
      for (const variation of rule.variations) flagVariations[variation.id] = variation
    }
    const defaults: Record<string, VariableValue> = {}
    for (const variable of feature.variables) {
      defaults[variable.key] = castOrThrow(variable.defaultValue, variable, `flag "${feature.key}"`)
    }
    flags.set(feature.key, {
      key: feature.key,
      experimentIds: feature.experimentIds,
      rolloutRules: feature.rolloutId ? rolloutRules : [],
      variables: feature.variables,
      variationsById: flagVariations,
      variablesCache: new Map(),
      defaults: Object.freeze(defaults),
    })
  }

  // Every value a variation gives a known variable must cast, so no decision can meet a bad one.
  const castValues = new Map<string, Map<string, VariableValue>>()
  for (const [variationId, usages] of variableValuesByVariation) {
    const cast = new Map<string, VariableValue>()
    for (const [variableId, text] of usages) {
      const variable = variablesById.get(variableId)
      if (variable) cast.set(variableId, castOrThrow(text, variable, `variation ${variationId}`))
    }
    castValues.set(variationId, cast)
  }

  const eventsByKey = new Map(datafile.events.map((event) => [event.key, { id: event.id, key: event.key }]))
  const attributesByKey = new Map(datafile.attributes.map((attribute) => [attribute.key, attribute.id]))
  const flagKeys = Object.freeze([...flags.keys()])
  const segmentsToCheck = Object.freeze(segmentsOf(audiencesById.values()))

  /** The variation id a visitor is bucketed into for a rule, through its exclusion group first. */
  function bucket(rule: Rule, bucketingId: string): string | null {
    const groupId = rulesById.get(rule.id)?.groupId
    if (groupId) {
      const group = groupsById.get(groupId)
      if (
        group?.policy === 'random' &&
        allocate(bucketingId, group.id, group.trafficAllocation) !== rule.id
      ) {
        return null
      }
    }
    const entityId = allocate(bucketingId, rule.id, rule.trafficAllocation)
    if (entityId !== null && !variationsById.has(entityId)) return null
    return entityId
  }

  function flagVariationByKey(flag: Flag, key: string): Variation | undefined {
    return Object.values(flag.variationsById).find((variation) => variation.key === key)
  }

  function decideExperiment(
    flag: Flag,
    rule: Rule,
    userId: string,
    subject: AudienceSubject,
    bucketingId: string,
  ) {
    if (statusByKey.get(rule.key) !== RUNNING) return null
    const whitelisted = rule.forcedVariations.get(userId)
    if (whitelisted !== undefined && rule.variationsByKey.has(whitelisted))
      return rule.variationsByKey.get(whitelisted)
    if (!isInAudiences(rule.audiences, audiencesById, subject)) return null
    const variationId = bucket(rule, bucketingId)
    const variation = variationId ? variationsById.get(variationId) : undefined
    if (!variation) return null
    return rule.variationsByKey.get(variation.key) ?? flagVariationByKey(flag, variation.key)
  }

  function decideRollout(flag: Flag, subject: AudienceSubject, bucketingId: string): Outcome {
    const rules = flag.rolloutRules
    let index = 0
    while (index < rules.length) {
      const rule = rules[index] as Rule
      const everyoneElse = index === rules.length - 1
      let skipToEveryoneElse = false
      if (isInAudiences(rule.audiences, audiencesById, subject)) {
        const variationId = bucket(rule, bucketingId)
        const variation = variationId ? variationsById.get(variationId) : undefined
        if (variation) return { rule: rulesById.get(rule.id) ?? rule, variation, source: 'rollout' }
        skipToEveryoneElse = !everyoneElse
      }
      index = skipToEveryoneElse ? rules.length - 1 : index + 1
    }
    return { rule: null, variation: null, source: 'rollout' }
  }

  function outcomeFor(flag: Flag, user: DecideUser, forcedVariationKey: string | undefined): Outcome {
    if (forcedVariationKey !== undefined) {
      const forced = flagVariationByKey(flag, forcedVariationKey)
      if (forced) return { rule: null, variation: forced, source: 'feature-test' }
    }
    const attributes = user.attributes ?? {}
    const subject: AudienceSubject = { attributes, qualifiedSegments: user.qualifiedSegments ?? null }
    const bucketingAttribute = Object.hasOwn(attributes, BUCKETING_ID_ATTRIBUTE)
      ? attributes[BUCKETING_ID_ATTRIBUTE]
      : null
    const bucketingId = typeof bucketingAttribute === 'string' ? bucketingAttribute : user.id
    for (const experimentId of flag.experimentIds) {
      const rule = rulesById.get(experimentId) as Rule
      const variation = decideExperiment(flag, rule, user.id, subject, bucketingId)
      if (variation) return { rule, variation, source: 'feature-test' }
    }
    return decideRollout(flag, subject, bucketingId)
  }

  function variablesFor(
    flag: Flag,
    variation: Variation | null,
    enabled: boolean,
  ): Record<string, VariableValue> {
    if (!variation || !enabled || flag.variables.length === 0) return { ...flag.defaults }
    let variables = flag.variablesCache.get(variation.id)
    if (!variables) {
      const values = castValues.get(variation.id)
      const resolved: Record<string, VariableValue> = { ...flag.defaults }
      for (const variable of flag.variables) {
        const value = values?.get(variable.id)
        if (value !== undefined) resolved[variable.key] = value
      }
      variables = Object.freeze(resolved)
      flag.variablesCache.set(variation.id, variables)
    }
    return { ...variables }
  }

  function decide(flagKey: string, user: DecideUser, options?: { forcedVariationKey?: string }): Decision {
    const flag = flags.get(flagKey)
    if (!flag || typeof user?.id !== 'string' || user.id === '') return offDecision(flagKey)
    const { rule, variation, source } = outcomeFor(flag, user, options?.forcedVariationKey)
    const enabled = variation?.featureEnabled ?? false
    const sends = source === 'feature-test' || datafile.sendFlagDecisions
    return {
      flagKey,
      enabled,
      variationKey: variation?.key ?? null,
      ruleKey: rule?.key ?? null,
      variables: variablesFor(flag, variation, enabled),
      impression: sends
        ? {
            campaignId: rule ? rule.layerId || rule.id : '',
            experimentId: rule?.id ?? '',
            variationId: variation?.id ?? '',
            ruleType: source,
            ruleKey: rule?.key ?? '',
            flagKey,
            variationKey: variation?.key ?? '',
            enabled,
          }
        : null,
    }
  }

  return {
    revision: datafile.revision,
    accountId: datafile.accountId,
    projectId: datafile.projectId,
    anonymizeIP: datafile.anonymizeIP,
    botFiltering: datafile.botFiltering,
    sendFlagDecisions: datafile.sendFlagDecisions,
    flagKeys,
    segmentsToCheck,
    odpPublicKey: datafile.integrations.find((integration) => integration.key === 'odp')?.publicKey ?? null,
    decide,
    decideAll(user) {
      const decisions: Record<string, Decision> = {}
      for (const key of flagKeys) decisions[key] = decide(key, user)
      return decisions
    },
    event(key) {
      return eventsByKey.get(key) ?? null
    },
    attributeId(key) {
      return attributesByKey.get(key) ?? (key.startsWith(RESERVED_ATTRIBUTE_PREFIX) ? key : null)
    },
  }
}
