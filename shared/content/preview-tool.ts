/**
 * The editors' content preview tool (spec 3 §2.1): the document types it offers, its page sizes, the reading of
 * its query, the shape of its results and the host-kind label of the frame that shows the target.
 */
import type { Block, BlockType } from './blocks'
import type { Popup } from './content'

/**
 * Every block type of `blocks.ts` is offered: the record must name each one (a new block type fails the type
 * check until it is added here). The promo bar and the mega-menu levels are not blocks, so they are left out as
 * the spec asks. Pop-ups are offered too (`PREVIEW_DOC_TYPES`).
 */
const BLOCK_DOC_TYPES = {
  hero: true,
  banner: true,
  benefitBar: true,
  collection: true,
  ctaButton: true,
  buttonCollection: true,
  iconText: true,
  accordion: true,
  anchor: true,
  richText: true,
  spacer: true,
  picture: true,
  catalogGrid: true,
  multiLinkCard: true,
  secondaryNav: true,
  article: true,
  articleGrid: true,
  section: true,
  filterBy: true,
  experience: true,
  segmentation: true,
  dialog: true,
  recommendations: true,
  upsell: true,
  newsletter: true,
  eventSignup: true,
  video: true,
  gallery: true,
} as const satisfies Record<BlockType, true>

/**
 * The document types of the tool: whole pages, pop-ups (a content component, though not a block of a page), then
 * every block type.
 */
export type PreviewDocType = 'page' | 'popup' | keyof typeof BLOCK_DOC_TYPES
export const PREVIEW_DOC_TYPES: readonly PreviewDocType[] = [
  'page',
  'popup',
  ...(Object.keys(BLOCK_DOC_TYPES) as (keyof typeof BLOCK_DOC_TYPES)[]),
]

/** Spec 3 §9: page sizes 10, 20 or 50; 20 by default. */
export const PREVIEW_LIMITS = [10, 20, 50] as const
export type PreviewLimit = (typeof PREVIEW_LIMITS)[number]
export const DEFAULT_PREVIEW_LIMIT: PreviewLimit = 20
export const MAX_LAYOUT_VARIANT_LENGTH = 60
/** Pages past this are not offered; the showcase is for browsing, not for export. */
export const MAX_PREVIEW_PAGE = 500

export const isPreviewDocType = (value: string): value is PreviewDocType =>
  (PREVIEW_DOC_TYPES as readonly string[]).includes(value)

export interface PreviewToolQuery {
  /** The chosen type; null when none is chosen or the one given is not offered. */
  docType: PreviewDocType | null
  /** True when the form was sent without a valid document type: the page shows "Doc type is required". */
  docTypeMissing: boolean
  layoutVariant: string
  limit: PreviewLimit
  /** 1-based. */
  page: number
}

/**
 * Reads the tool's query leniently: an unknown limit becomes 20 and a bad page 1. A document type that was sent
 * (even empty) but is not one of the offered types is reported as missing; the first visit, without one, is not.
 */
export function readPreviewToolQuery(query: Readonly<Record<string, string | undefined>>): PreviewToolQuery {
  const rawType = query.docType ?? null
  const docType =
    rawType !== null && isPreviewDocType(rawType.trim()) ? (rawType.trim() as PreviewDocType) : null
  const limit = Number(query.limit)
  const page = Number(query.page)
  return {
    docType,
    docTypeMissing: rawType !== null && docType === null,
    layoutVariant: (query.layoutVariant ?? '').trim().slice(0, MAX_LAYOUT_VARIANT_LENGTH),
    limit: (PREVIEW_LIMITS as readonly number[]).includes(limit)
      ? (limit as PreviewLimit)
      : DEFAULT_PREVIEW_LIMIT,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PREVIEW_PAGE ? page : 1,
  }
}

/** One document of the showcase (spec 3 "Preview result item"), with its blocks ready to render. */
export interface PreviewResult {
  id: string
  name: string
  referrersCount: number
  /** ISO date-time, or null when the content service did not say. */
  modificationDate: string | null
  /** The document's valid blocks; invalid ones were dropped and logged. */
  blocks: Block[]
  /** A pop-up document, shown as it looks closed and open; absent for the other types (and an invalid pop-up). */
  popup?: Popup
}

export interface Showcase {
  results: PreviewResult[]
  numFound: number
}

export const HOST_KINDS = [
  'localhost',
  'pr-preview',
  'dev',
  'qa',
  'preprod',
  'production',
  'unknown',
] as const
export type HostKind = (typeof HOST_KINDS)[number]

/** The domains the production shop is served under; their hosts with no environment label are production. */
export const PRODUCTION_DOMAINS = ['example-retail.com'] as const

const ENVIRONMENT_LABELS: ReadonlyArray<[HostKind, RegExp]> = [
  ['pr-preview', /^(?:pr|pull)-?\d+(?:-|$)|-(?:pr|pull)-?\d+$|^preview-\d+$/],
  ['dev', /^dev(?:-|\d*$)|-dev\d*$|^development$/],
  ['qa', /^qa(?:-|\d*$)|-qa\d*$/],
  ['preprod', /^(?:preprod|pre-prod|staging|stage)(?:-|\d*$)|-(?:preprod|pre-prod|staging|stage)\d*$/],
]

/**
 * Which kind of deployment a host name belongs to, for the label on the target frame. A port, a trailing dot and
 * letter case are ignored. The patterns, checked in this order:
 *
 * - localhost: `localhost`, any `*.localhost` (the brands' local hosts), `127.0.0.1` (and the rest of
 *   127.0.0.0/8), `0.0.0.0` and `::1`.
 * - PR preview: a label (other than the registrable domain) `pr-123`, `pr123`, `pull-123`, starting `pr-123-`
 *   or ending `-pr-123`, or `preview-123`: `pr-42.preview.example-retail.com`, `pr-42-storefront.pages.dev`.
 * - dev, qa, preprod: a label (other than the registrable domain) that is the environment's name, optionally
 *   numbered, or starts or ends with it after a hyphen: `dev.example-retail.com`, `kestrel-qa2.example-retail.com`,
 *   `qa-eu.example-retail.com`. `staging` and `stage` count as preprod.
 * - production: any other host under a production domain (`www.kestrel.example-retail.com`).
 * - unknown: everything else, including an empty or malformed name.
 *
 * "Registrable domain" is approximated by the last two labels, so `example.dev` is not dev.
 *
 * @example hostKind('pr-17.preview.example-retail.com') // 'pr-preview'
 */
export function hostKind(
  hostname: string,
  productionDomains: readonly string[] = PRODUCTION_DOMAINS,
): HostKind {
  let host = hostname.trim().toLowerCase().replace(/\.$/, '')
  if (host.startsWith('[')) host = host.slice(1, host.indexOf(']') === -1 ? undefined : host.indexOf(']'))
  else if (/^[^:]+:\d+$/.test(host)) host = host.slice(0, host.lastIndexOf(':'))
  if (!host || !/^[a-z0-9.:-]+$/.test(host) || host.length > 253) return 'unknown'
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '0.0.0.0')
    return 'localhost'
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)) return 'localhost'
  const labels = host.split('.')
  if (labels.some((label) => label === '')) return 'unknown'
  const environmentLabels = labels.slice(0, -2)
  for (const [kind, pattern] of ENVIRONMENT_LABELS)
    if (environmentLabels.some((label) => pattern.test(label))) return kind
  if (productionDomains.some((domain) => host === domain || host.endsWith(`.${domain}`))) return 'production'
  return 'unknown'
}

/** The message type the tool and the editor's frame exchange to keep their scroll positions together. */
export const PREVIEW_SCROLL_MESSAGE = 'storefront:preview-scroll'

export interface PreviewScrollMessage {
  type: typeof PREVIEW_SCROLL_MESSAGE
  /** How far down the page is scrolled, from 0 (top) to 1 (bottom), so pages of different heights line up. */
  ratio: number
}

/** The message that says the page is scrolled `ratio` of the way down (clamped to 0..1). */
export function createScrollMessage(ratio: number): PreviewScrollMessage {
  return { type: PREVIEW_SCROLL_MESSAGE, ratio: Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 0 }
}

/**
 * The scroll ratio of a message, or null when it must be ignored: from an origin not on the allow-list (compared
 * exactly, so `https://cms.example.com.evil.test` is not `https://cms.example.com`), or not a scroll message.
 *
 * @example readScrollMessage('https://cms.example.com', { type: PREVIEW_SCROLL_MESSAGE, ratio: 0.5 }, allowed)
 */
export function readScrollMessage(
  origin: string,
  data: unknown,
  allowedOrigins: readonly string[],
): number | null {
  if (!allowedOrigins.includes(origin) || origin === 'null') return null
  if (data === null || typeof data !== 'object') return null
  const message = data as Partial<PreviewScrollMessage>
  if (message.type !== PREVIEW_SCROLL_MESSAGE || typeof message.ratio !== 'number') return null
  if (!Number.isFinite(message.ratio)) return null
  return Math.min(1, Math.max(0, message.ratio))
}
