/**
 * The editor's `p13n_testcontext` (preview only): the variations they force, as `flag:variation` pairs separated
 * by commas. The experiments read it (worker/personalization/experiments.ts) and the content lookups pass it on.
 */
const TEST_CONTEXT = /^[A-Za-z0-9_-]{1,100}:[A-Za-z0-9_. -]{1,100}$/
const MAX_TEST_CONTEXT_ENTRIES = 20

/** The editor's forced variations (preview only): `flag:variation` pairs, separated by commas. */
export function testContextOf(value: string | undefined): Record<string, string> {
  const forced: Record<string, string> = {}
  for (const entry of (value ?? '').split(',').slice(0, MAX_TEST_CONTEXT_ENTRIES)) {
    const pair = entry.trim()
    if (!TEST_CONTEXT.test(pair)) continue
    const at = pair.indexOf(':')
    forced[pair.slice(0, at)] = pair.slice(at + 1).trim()
  }
  return forced
}

/**
 * The test context as the content service is sent it: its well-formed pairs only, in the order given; null for none.
 *
 * @example testContextParameter('home_hero:B, bad pair') // 'home_hero:B'
 */
export function testContextParameter(value: string | undefined): string | null {
  const pairs = Object.entries(testContextOf(value)).map(([flag, variation]) => `${flag}:${variation}`)
  return pairs.length > 0 ? pairs.join(',') : null
}

/** The longest test context the preview tool takes: 20 pairs of a short experience id and variant. */
export const MAX_TEST_CONTEXT_LENGTH = 1000

/**
 * Whether a test context holds an entry that is not a well-formed `flag:variation` pair (or more than 20), which
 * `testContextOf` drops: the preview tool says so rather than ignoring it silently.
 *
 * @example testContextHasInvalidEntries('home_hero:B, bad pair') // true
 */
export function testContextHasInvalidEntries(value: string | undefined): boolean {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return entries.length > MAX_TEST_CONTEXT_ENTRIES || entries.some((entry) => !TEST_CONTEXT.test(entry))
}
