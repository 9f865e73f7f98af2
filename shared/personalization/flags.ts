/**
 * The feature flags and experiments the shop reads, decided once per request at the edge (worker/middleware/
 * decisions.ts) and handed to pages and islands as plain, serialisable values: pages read `c.var.flags`, server
 * components `useShop().flags`, islands the props they are given.
 *
 * Each feature has a deployment default (a worker var); the experimentation service's decision replaces it only for
 * a shopper who consented to targeting. Without that consent every flag is its default and every experience its
 * baseline (docs/decisions/063-flags-and-experiments-at-the-edge.md).
 */

/** Each feature the shop switches, and its flag key in the experimentation service's datafile. */
export const FEATURE_FLAG_KEYS = {
  /** Favorites (wishlists) are offered. */
  allowFavorites: 'allow_favorites',
  /** The simplified enrolment dialog replaces the sign-in dialog (spec 1 §2). */
  simplifiedEnrollment: 'simplified_enrollment',
  /** The phone menu opens each section with a "shop all" link (where the menu document offers it). */
  mobileShopAll: 'mobile_shop_all',
  /** Video blocks play hosted assets from the hosted-video service. */
  hostedVideo: 'hosted_video',
  /** The browser reports page timings to the front-end service (spec 2 §7). */
  clientIngest: 'client_ingest',
  /** Express checkout is offered in the bag (spec 1 §6). */
  expressCheckout: 'express_checkout',
  /** The sign-in form offers a separate button to join the loyalty programme (spec 1 §2, decision 079). */
  loyaltyJoin: 'loyalty_join',
} as const

export type FeatureName = keyof typeof FEATURE_FLAG_KEYS
export type FeatureFlags = Readonly<Record<FeatureName, boolean>>

export const FEATURE_NAMES = Object.keys(FEATURE_FLAG_KEYS) as FeatureName[]

/** Every feature off: what a page rendered outside a request (a test, a fragment without flags) starts from. */
export const NO_FEATURES: FeatureFlags = Object.fromEntries(
  FEATURE_NAMES.map((name) => [name, false]),
) as Record<FeatureName, boolean>

/** The experiments pages render, by flag key: the home page's hero and the product page's buy box. */
export const EXPERIMENT_FLAG_KEYS = {
  homeHero: 'home_hero',
  productPage: 'product_page',
} as const

export type VariableValue = string | number | boolean | Record<string, unknown> | unknown[]

/**
 * What the experiments decided for this request: each experience (an experiment's flag key, as a content
 * experience block names it) → the variant name to render, and the variables of each flag that is on. A flag that
 * is absent renders its baseline.
 */
export interface ExperimentChoices {
  experiences: Readonly<Record<string, string>>
  variables: Readonly<Record<string, Readonly<Record<string, VariableValue>>>>
}

export const NO_EXPERIMENTS: ExperimentChoices = { experiences: {}, variables: {} }

/**
 * The variant name of a decided variation (spec 2 §9): a name containing "Experiment" is variant A, "Baseline"
 * stays, a label of the form "X-..." is variant X; any other name is kept as it is.
 */
export function variantName(label: string): string {
  if (label.includes('Experiment')) return 'A'
  if (label === 'Baseline') return 'Baseline'
  const lettered = /^([A-Za-z0-9])-/.exec(label)
  return lettered?.[1] ? lettered[1] : label
}

/** A boolean variable of a decided flag, or the fallback when the flag is off, undecided or of another type. */
export function booleanVariable(
  choices: ExperimentChoices,
  flagKey: string,
  variable: string,
  fallback = false,
): boolean {
  const value = choices.variables[flagKey]?.[variable]
  return typeof value === 'boolean' ? value : fallback
}
