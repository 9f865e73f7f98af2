/**
 * The page-content query a page passes to its content lookup (spec 1 §2), read from the link the shopper arrived
 * by: each page names the parameters it takes, and only well-formed values go (`shared/content/page-query.ts`).
 * What a value does to the cache is the content client's rule (decision 091).
 */
import { prefillEmail } from '../../shared/account/sign-up'
import type { Cart } from '../../shared/bag/cart'
import type { BlockEnvironment } from '../../shared/content/block-environment'
import type { Block } from '../../shared/content/blocks'
import type { ContentPage } from '../../shared/content/content'
import { campaignSourceOf, referralCodeOf, storeNumOf } from '../../shared/content/page-query'
import { startPersonalization } from '../personalization/start'
import type { AppContext } from '../types'
import type { PageContentQuery } from '../upstream/content/client'
import { prepareBlockEnvironment } from './blocks'
import { optional } from './deferred'

/** The parameters of the link a page takes. */
export interface PageContentParts {
  /** `leadSource` and `enrollment_marketing_source`: the sign-up, loyalty and sign-in pages. */
  campaign?: boolean
  /** `referral_code`: the sign-up and loyalty pages. */
  referral?: boolean
  /** `storeNum` (an in-store QR code's sign-up). */
  store?: boolean
  /** `email`, which pre-fills the sign-up: the sign-up page alone. */
  email?: boolean
}

/**
 * The request's page-content query, for the parts a page takes.
 *
 * @example pageContentQuery(c, { campaign: true, referral: true }) // { leadSource: 'trailrun', referral_code: null, … }
 */
export function pageContentQuery(c: AppContext, parts: PageContentParts): PageContentQuery {
  const query = new URL(c.req.url).searchParams
  return {
    ...(parts.campaign
      ? {
          leadSource: campaignSourceOf(query.get('leadSource')),
          enrollment_marketing_source: campaignSourceOf(query.get('enrollment_marketing_source')),
        }
      : {}),
    ...(parts.referral ? { referral_code: referralCodeOf(query.get('referral_code')) } : {}),
    ...(parts.store ? { storeNum: storeNumOf(query.get('storeNum')) } : {}),
    ...(parts.email ? { email: prefillEmail(query.get('email')) || null } : {}),
  }
}

/**
 * A page's own address with the link's well-formed campaign, referral and store values (never the email), so its
 * plain form posts to where the page's content is the same, and a refusal shows the shopper the same page.
 *
 * @example withLinkCampaign(c, '/en-us/account/sign-up', { campaign: true }) // '/en-us/account/sign-up?leadSource=trailrun'
 */
export function withLinkCampaign(
  c: AppContext,
  path: string,
  parts: Omit<PageContentParts, 'email'>,
): string {
  const values = Object.entries(pageContentQuery(c, parts)).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  )
  return values.length > 0 ? `${path}?${new URLSearchParams(values)}` : path
}

/**
 * A page's optional content (the sign-in, sign-up and account pages', the bag's and the checkout's): its blocks and
 * what they need, or none when the content service fails or is slower than a section may be. A page that reads the
 * shopper's cart itself passes its read (`read.cart`), which the blocks' personalization then uses.
 */
export async function loadOptionalContent(
  c: AppContext,
  label: string,
  lookup: Promise<ContentPage | null>,
  read: { cart?: Promise<Cart | null> } = {},
): Promise<{ blocks: readonly Block[]; blockEnvironment: BlockEnvironment | undefined }> {
  const blocks = (await optional(c, label, lookup, null))?.blocks ?? []
  const page = { kind: 'content' } as const
  const blockEnvironment =
    blocks.length > 0
      ? await prepareBlockEnvironment(c, blocks, page, startPersonalization(c, page, read))
      : undefined
  return { blocks, blockEnvironment }
}
