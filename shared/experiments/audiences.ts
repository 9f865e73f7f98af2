/**
 * Audience evaluation as Optimizely's SDK does it, rule for rule, so a shopper lands in the same audiences whether our
 * decider or the SDK asks. Three-valued logic throughout: a condition is true, false or unknown (`null`: a missing
 * attribute, a value of the wrong type, a number beyond 2^53, an unknown match type). `and` is false if any part is
 * false, else unknown if any part is unknown; `or` is true if any part is true, else unknown if any is; `not` of
 * unknown is unknown. A list whose first entry is not an operator is read as "or" of all its entries; a list whose
 * first entry is not a string at all drops that entry and reads the rest as "or" (the SDK's reading, kept so the two
 * never disagree). Only at the top, for an experiment, does unknown count as "not in the audience".
 */
import type { AudienceIdTree, ConditionTree, LeafCondition } from './datafile'

/** What audience conditions may look at: the user's attributes and ODP segments. */
export interface AudienceSubject {
  readonly attributes: Readonly<Record<string, string | number | boolean | null>>
  readonly qualifiedSegments: readonly string[] | null
}

type Tri = boolean | null

const OPERATORS = new Set(['and', 'or', 'not'])
const MAX_SAFE = 2 ** 53

/** Evaluates an and/or/not tree, each leaf with `leaf`. */
export function evaluateTree<T>(node: T | readonly unknown[], leaf: (value: T) => Tri): Tri {
  if (!Array.isArray(node)) return leaf(node as T)
  const first: unknown = node[0]
  let operator = first
  let rest = node.slice(1) as (T | readonly unknown[])[]
  if (typeof first === 'string' && !OPERATORS.has(first)) {
    operator = 'or'
    rest = node as (T | readonly unknown[])[]
  }
  if (operator === 'and') return combineParts(rest, leaf, false)
  if (operator === 'not') {
    if (rest.length === 0) return null
    const result = evaluateTree(rest[0] as T | readonly unknown[], leaf)
    return result === null ? null : !result
  }
  return combineParts(rest, leaf, true)
}

/**
 * Three-valued and (`decisive` false) or or (`decisive` true): the first part that answers `decisive` settles it;
 * otherwise an unknown part makes the whole unknown.
 */
function combineParts<T>(
  parts: readonly (T | readonly unknown[])[],
  leaf: (value: T) => Tri,
  decisive: boolean,
): Tri {
  let sawNull = false
  for (const part of parts) {
    const result = evaluateTree(part, leaf)
    if (result === decisive) return decisive
    if (result === null) sawNull = true
  }
  return sawNull ? null : !decisive
}

/**
 * Whether a subject is in an experiment's or rule's audience combination. No audiences means everyone; an unknown
 * audience id is unknown; the combination's unknown means "no".
 */
export function isInAudiences(
  audienceIds: readonly AudienceIdTree[],
  audiencesById: ReadonlyMap<string, ConditionTree>,
  subject: AudienceSubject,
): boolean {
  if (audienceIds.length === 0) return true
  return !!evaluateTree<AudienceIdTree>(audienceIds, (id) => {
    const conditions = typeof id === 'string' ? audiencesById.get(id) : undefined
    if (conditions === undefined) return null
    return evaluateTree<ConditionTree>(conditions, (leaf) => evaluateLeaf(leaf, subject))
  })
}

function evaluateLeaf(leaf: ConditionTree, subject: AudienceSubject): Tri {
  if (typeof leaf !== 'object' || leaf === null || Array.isArray(leaf)) return null
  if (leaf.type === 'custom_attribute') return evaluateCustomAttribute(leaf, subject.attributes)
  if (leaf.type === 'third_party_dimension') {
    if (leaf.match !== undefined && leaf.match !== 'qualified') return null
    const segments = subject.qualifiedSegments
    return segments !== null && typeof leaf.value === 'string' && segments.includes(leaf.value)
  }
  return null
}

const MATCH_TYPES = new Set([
  'exact',
  'exists',
  'gt',
  'ge',
  'lt',
  'le',
  'substring',
  'semver_eq',
  'semver_lt',
  'semver_le',
  'semver_gt',
  'semver_ge',
])

const isSafeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Math.abs(value) <= MAX_SAFE

function evaluateCustomAttribute(leaf: LeafCondition, attributes: AudienceSubject['attributes']): Tri {
  const match = leaf.match
  if (match !== undefined && (match === null || !MATCH_TYPES.has(match))) return null
  const name = String(leaf.name)
  const present = Object.hasOwn(attributes, name)
  if (match === 'exists') return present && attributes[name] !== null && attributes[name] !== undefined
  if (!present) return null
  const user = attributes[name]
  const condition = leaf.value
  switch (match) {
    case undefined:
    case 'exact': {
      const conditionType = typeof condition
      if (conditionType !== 'string' && conditionType !== 'boolean' && conditionType !== 'number') return null
      if (conditionType === 'number' && !isSafeNumber(condition)) return null
      if (user === null || typeof user !== conditionType) return null
      if (typeof user === 'number' && !isSafeNumber(user)) return null
      return condition === user
    }
    case 'gt':
    case 'ge':
    case 'lt':
    case 'le': {
      if (!isSafeNumber(condition) || !isSafeNumber(user)) return null
      if (match === 'gt') return user > condition
      if (match === 'ge') return user >= condition
      if (match === 'lt') return user < condition
      return user <= condition
    }
    case 'substring':
      if (typeof condition !== 'string' || typeof user !== 'string') return null
      return user.includes(condition)
    default: {
      if (typeof condition !== 'string' || typeof user !== 'string') return null
      const order = compareVersions(condition, user)
      if (order === null) return null
      if (match === 'semver_eq') return order === 0
      if (match === 'semver_gt') return order > 0
      if (match === 'semver_ge') return order >= 0
      if (match === 'semver_lt') return order < 0
      return order <= 0
    }
  }
}

const DIGITS = /^\d+$/
const WHITESPACE = /\s/

function isPreRelease(version: string): boolean {
  const dash = version.indexOf('-')
  const plus = version.indexOf('+')
  if (dash < 0) return false
  return plus < 0 || dash < plus
}

function isBuild(version: string): boolean {
  const dash = version.indexOf('-')
  const plus = version.indexOf('+')
  if (plus < 0) return false
  return dash < 0 || plus < dash
}

function splitVersion(version: string): string[] | null {
  if (WHITESPACE.test(version)) return null
  let prefix = version
  let suffix = ''
  if (isPreRelease(version)) {
    prefix = version.slice(0, version.indexOf('-'))
    suffix = version.slice(version.indexOf('-') + 1)
  } else if (isBuild(version)) {
    prefix = version.slice(0, version.indexOf('+'))
    suffix = version.slice(version.indexOf('+') + 1)
  }
  const parts = prefix.split('.')
  if (parts.length > 3 || !parts.every((part) => DIGITS.test(part))) return null
  if (suffix) parts.push(suffix)
  return parts
}

/**
 * The SDK's semantic-version order of a user's version against a condition's: 1 when the user's is greater, -1
 * when smaller, 0 when equal as far as the condition goes ("2.1" equals "2.1.5"), null when either does not read as
 * a version. Pre-release suffixes (after "-") sort below the release; build suffixes (after "+") compare as text.
 */
export function compareVersions(conditionVersion: string, userVersion: string): -1 | 0 | 1 | null {
  const user = splitVersion(userVersion)
  const condition = splitVersion(conditionVersion)
  if (!user || !condition) return null
  for (let index = 0; index < condition.length; index++) {
    const userPart = user[index]
    const conditionPart = condition[index] as string
    if (userPart === undefined) {
      return isPreRelease(conditionVersion) || isBuild(conditionVersion) ? 1 : -1
    }
    if (!DIGITS.test(userPart)) {
      if (userPart < conditionPart) {
        return isPreRelease(conditionVersion) && !isPreRelease(userVersion) ? 1 : -1
      }
      if (userPart > conditionPart) {
        return !isPreRelease(conditionVersion) && isPreRelease(userVersion) ? -1 : 1
      }
    } else {
      const userNumber = Number.parseInt(userPart, 10)
      const conditionNumber = Number.parseInt(conditionPart, 10)
      if (userNumber > conditionNumber) return 1
      if (userNumber < conditionNumber) return -1
    }
  }
  if (isPreRelease(userVersion) && !isPreRelease(conditionVersion)) return -1
  return 0
}

/** The ODP segments any `qualified` condition of these audiences names, once each, in first-seen order. */
export function segmentsOf(audiences: Iterable<ConditionTree>): string[] {
  const segments = new Set<string>()
  const visit = (node: ConditionTree): void => {
    if (typeof node === 'string') return
    if (Array.isArray(node)) {
      for (const child of node) visit(child)
      return
    }
    if (node.match === 'qualified' && typeof node.value === 'string') segments.add(node.value)
  }
  for (const conditions of audiences) visit(conditions)
  return [...segments]
}
