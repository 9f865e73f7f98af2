/**
 * Who is looking, as content targeting sees it (spec 3 §4), and the choices made from it on the server: which
 * segment of a segmentation block shows, which variant of an experience, whether a filter-by wrapper applies.
 * Everything here is pure, so the worker decides before rendering and the shopper never sees content switch.
 *
 * The non-loyalty condition follows the spec's second reading: a signed-in shopper who is not a loyalty member
 * (docs/decisions/010-audience-segmentation.md).
 */
import type {
  AudienceCondition,
  Block,
  BlockOf,
  ExperienceBlock,
  FilterByBlock,
  SegmentationBlock,
} from '../content/blocks'
import { isBaselineVariant, variantName } from './experience-variants'

export interface Audience {
  loggedIn: boolean
  loyaltyMember: boolean
  employee: boolean
  /** The professional profiles (IPA, WRANX) and the athlete programme of a signed-in shopper. */
  profiles: { ipa: boolean; wranx: boolean; athlete: boolean }
  cartEmpty: boolean
}

export const ANONYMOUS_AUDIENCE: Audience = {
  loggedIn: false,
  loyaltyMember: false,
  employee: false,
  profiles: { ipa: false, wranx: false, athlete: false },
  cartEmpty: true,
}

/** Whether a condition holds for an audience. Conditions on a profile only hold for signed-in shoppers. */
export function conditionHolds(condition: AudienceCondition, audience: Audience): boolean {
  const signedIn = (test: boolean) => audience.loggedIn && test
  const { ipa, wranx, athlete } = audience.profiles
  switch (condition) {
    case 'loggedout':
      return !audience.loggedIn
    case 'loggedin':
      return audience.loggedIn
    case 'loyalty-loggedin':
      return signedIn(audience.loyaltyMember)
    case 'non-loyalty-loggedin':
      return signedIn(!audience.loyaltyMember)
    case 'employee-loggedin':
      return signedIn(audience.employee)
    case 'non-employee-loggedin':
      return signedIn(!audience.employee)
    case 'cart-empty':
      return audience.cartEmpty
    case 'cart-not-empty':
      return !audience.cartEmpty
    case 'ipa-wranx-loggedin':
      return signedIn(ipa || wranx)
    case 'non-ipa-wranx-loggedin':
      return signedIn(!ipa && !wranx)
    case 'wranx-loggedin':
      return signedIn(wranx)
    case 'non-wranx-loggedin':
      return signedIn(!wranx)
    case 'ipa-loggedin':
      return signedIn(ipa)
    case 'non-ipa-loggedin':
      return signedIn(!ipa)
    case 'athletes-loggedin':
      return signedIn(athlete)
    case 'non-athletes-loggedin':
      return signedIn(!athlete)
  }
}

/** Whether the cart decides any segment on these blocks (then the worker reads the cart to render them). */
export function dependsOnCart(blocks: readonly Block[]): boolean {
  return someBlock(
    blocks,
    (block) =>
      block.type === 'segmentation' &&
      block.segments.some(
        (segment) => segment.condition === 'cart-empty' || segment.condition === 'cart-not-empty',
      ),
  )
}

/** Walks blocks and every block they hold. */
export function someBlock(blocks: readonly Block[], test: (block: Block) => boolean): boolean {
  return blocks.some(
    (block) => test(block) || childBlocks(block).some((children) => someBlock(children, test)),
  )
}

/**
 * Every block of a type among blocks and the blocks they hold, at any depth, in document order.
 *
 * @example
 * blocksOf(page.blocks, 'experience').map((block) => block.experienceId)
 */
export function blocksOf<T extends Block['type']>(blocks: readonly Block[], type: T): BlockOf<T>[] {
  const found: BlockOf<T>[] = []
  someBlock(blocks, (block) => {
    if (block.type === type) found.push(block as BlockOf<T>)
    return false
  })
  return found
}

/** The lists of blocks a block holds. */
export function childBlocks(block: Block): Block[][] {
  switch (block.type) {
    case 'section':
    case 'filterBy':
    case 'dialog':
      return [block.blocks]
    case 'experience':
      return [block.baselines, ...block.variants.map((variant) => variant.blocks)]
    case 'segmentation':
      return [block.baselines, ...block.segments.map((segment) => segment.blocks)]
    default:
      return []
  }
}

/**
 * The content a segmentation block shows: the test-context override when it names one of its segments, else the
 * first segment whose condition holds, else the first baseline.
 */
export function pickSegment(
  block: SegmentationBlock,
  audience: Audience,
  testSegmentId: string | null,
): { segmentId: string | null; blocks: Block[] } {
  const forced = testSegmentId ? block.segments.find((segment) => segment.id === testSegmentId) : undefined
  const chosen = forced ?? block.segments.find((segment) => conditionHolds(segment.condition, audience))
  if (chosen) return { segmentId: chosen.id, blocks: chosen.blocks }
  return { segmentId: null, blocks: block.baselines.slice(0, 1) }
}

/**
 * The content an experience shows: the decided variant, found by its id or its name (as `variantName` reads it,
 * decision 062), else its first baseline. A 'Baseline' or 'Control' decision, or none, shows the baseline.
 */
export function pickExperience(
  block: ExperienceBlock,
  decisions: Readonly<Record<string, string>>,
): { variantId: string | null; blocks: Block[] } {
  const decided = decisions[block.experienceId]
  const variant =
    decided && !isBaselineVariant(decided)
      ? (block.variants.find((entry) => entry.variantId === decided) ??
        block.variants.find((entry) => entry.name === decided || variantName(entry.name) === decided) ??
        // A variation forced by its key (`B-trail-story`) where nothing decided it: read as content reads it.
        block.variants.find((entry) => entry.name === variantName(decided)))
      : undefined
  return variant
    ? { variantId: variant.variantId, blocks: variant.blocks }
    : { variantId: null, blocks: block.baselines.slice(0, 1) }
}

/** What the page is about, for filter-by wrappers. */
export interface PageSubject {
  productId: string | null
  categoryId: string | null
}

/** Whether a filter-by wrapper shows its blocks on this page: IN needs a match, NOT IN needs none. */
export function filterApplies(block: FilterByBlock, subject: PageSubject): boolean {
  const current = block.kind === 'product' ? subject.productId : subject.categoryId
  const listed = current !== null && block.values.includes(current)
  return block.operator === 'IN' ? listed : !listed
}
