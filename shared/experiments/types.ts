/**
 * The decider's types: the user it decides for, its decisions and what their impressions carry. A leaf of
 * shared/experiments, so the decider and the folder's index (which exports both) do not import each other.
 */
export type AttributeValue = string | number | boolean | null
export type Attributes = Readonly<Record<string, AttributeValue>>
export interface DecideUser {
  id: string
  attributes?: Attributes
  qualifiedSegments?: readonly string[]
}
export type VariableValue = string | number | boolean | Record<string, unknown> | unknown[]
export interface ImpressionFacts {
  /** The layer id (what the SDK sends as `campaign_id`: the experiment id when a rule has no layer); '' when none. */
  campaignId: string
  /** '' when none */
  experimentId: string
  /** '' when none */
  variationId: string
  ruleType: 'feature-test' | 'rollout'
  ruleKey: string
  flagKey: string
  variationKey: string
  enabled: boolean
}
export interface Decision {
  flagKey: string
  enabled: boolean
  variationKey: string | null
  ruleKey: string | null
  /** The flag's variables, typed; JSON values are frozen, as they are shared between decisions. */
  variables: Record<string, VariableValue>
  /** What this decision's impression carries; null when it sends none (as the SDK: rollout decisions and
   *  no-decision only when sendFlagDecisions is true; a flag decided by an experiment rule always sends). */
  impression: ImpressionFacts | null
}
export interface Decider {
  readonly revision: string
  readonly accountId: string
  readonly projectId: string
  readonly anonymizeIP: boolean
  readonly botFiltering: boolean
  readonly sendFlagDecisions: boolean
  readonly flagKeys: readonly string[]
  /** ODP segments any audience of the datafile asks about (`qualified` conditions); [] when none. */
  readonly segmentsToCheck: readonly string[]
  /** The data platform's public key (the datafile's `odp` integration), under which segment events are sent; null: none. */
  readonly odpPublicKey: string | null
  decide(flagKey: string, user: DecideUser, options?: { forcedVariationKey?: string }): Decision
  decideAll(user: DecideUser): Record<string, Decision>
  event(key: string): { id: string; key: string } | null
  attributeId(key: string): string | null
}
