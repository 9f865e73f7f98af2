/**
 * What an experimentation decision tells the event builders (`events.ts`). The decider in `shared/experiments/`
 * produces these facts for every flag it decides; until it lands, this is the input type, field for field the
 * same as its `ImpressionFacts`.
 */
export interface ImpressionFacts {
  /** The decision's layer (campaign); '' when none. */
  campaignId: string
  /** '' when none (a flag without a rule that matched). */
  experimentId: string
  /** '' when none. */
  variationId: string
  ruleType: 'feature-test' | 'rollout'
  ruleKey: string
  flagKey: string
  variationKey: string
  enabled: boolean
}
