/**
 * How content names an experience's variants (spec 2 §9, spec 3 §4): what both the audience choices
 * (shared/personalization/audience.ts) and the personalization service's answers (shared/personalization/personalization.ts) read a variant's
 * label as. A leaf, so those two do not import each other.
 */

/**
 * An experiment variant's name as content reads it (spec 2 §9): a label containing "Experiment" is variant "A";
 * "Baseline" stays; a label of the form `X-...` is its first character; anything else is unchanged.
 *
 * @example variantName('Experiment 2') // 'A'
 * @example variantName('B-bold-cta') // 'B'
 */
export function variantName(label: string): string {
  if (label.includes('Experiment')) return 'A'
  if (label.includes('Baseline')) return label
  if (/^[^-\s]-./.test(label)) return label.charAt(0)
  return label
}

/** A decision that shows the baseline: its impression is never recorded (spec 3 §4). */
export function isBaselineVariant(variant: string): boolean {
  return variant === 'Baseline' || variant === 'Control'
}
