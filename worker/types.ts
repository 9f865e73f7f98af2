/**
 * The request's types: what middleware sets on `c.var` and the bindings it reads. A floor below every module that
 * handles a request, so it imports only leaves (shared contracts, the bindings, the session and upstream clients'
 * types), never a route, middleware, service or the wiring in worker/context.ts (decision 067).
 */

import type { Context } from 'hono'
import type { Brand } from '../shared/brands'
import type { SalesChannel } from '../shared/channel'
import type { Consent } from '../shared/consent'
import type { NewsletterRefused } from '../shared/content/block-environment'
import type { PhotoShareRefused } from '../shared/content/photo-share'
import type { Decider, DecideUser, Decision } from '../shared/experiments'
import type { Translator } from '../shared/i18n/i18n'
import type { LocaleInfo } from '../shared/i18n/locales'
import type { ExperimentChoices, FeatureFlags } from '../shared/personalization/flags'
import type { Config } from './config'
import type { Bindings } from './env'
import type { RequestMetrics } from './metrics'
import type { PreviewClaims } from './preview'
import type { Associate } from './session/associate-sessions'
import type { RequestSession } from './session/session'
import type { AddressFormatClient } from './upstream/address-formats/client'
import type { CatalogueClient } from './upstream/catalogue/client'
import type { CommerceClient } from './upstream/commerce/client'
import type { CommunityClient } from './upstream/community/client'
import type { ConsumersClient } from './upstream/consumers/client'
import type { ContentClient } from './upstream/content/client'
import type { ExperimentationClient } from './upstream/experimentation/client'
import type { FrontendClient } from './upstream/frontend/client'
import type { PersonalizationClient } from './upstream/personalization/client'
import type { SocialClient } from './upstream/social/client'
import type { StoresClient } from './upstream/stores/client'
import type { UtilitiesClient } from './upstream/utilities/client'
import type { WishlistClient } from './upstream/wishlists/client'

export interface PreviewState {
  editor: string
  token: string
  dateTime?: string
}

/** Per-request clients, one per upstream service (built lazily in worker/context.ts). */
export interface Services {
  content: ContentClient
  catalogue: CatalogueClient
  community: CommunityClient
  commerce: CommerceClient
  consumers: ConsumersClient
  stores: StoresClient
  frontend: FrontendClient
  social: SocialClient
  wishlists: WishlistClient
  utilities: UtilitiesClient
  addressFormats: AddressFormatClient
  personalization: PersonalizationClient
  experimentation: ExperimentationClient
}

/** What events need of this request's decisions. */
export interface ExperimentationState {
  decider: Decider
  user: DecideUser
  decisions: Readonly<Record<string, Decision>>
  /** The experiments whose content this page rendered (worker/services/experiments.ts `markExposed`). */
  exposed: Set<string>
}

export interface AppVariables {
  requestId: string
  metrics: RequestMetrics
  secureHeadersNonce: string
  config: Config
  brand: Brand
  locale: LocaleInfo
  siteId: string
  t: Translator
  /** The shopper's session: typed reads and changes of its Durable Object (worker/session/session.ts). */
  session: RequestSession
  /** In-store mode: the associate whose live session this request carries (decision 044), or null. */
  associate: (Associate & { token: string }) | null
  preview: PreviewState | null
  previewClaims: PreviewClaims | null
  /** What the shopper consents to (decision 060): set for every request right after preview. */
  consent: Consent
  /** The sales channel upstream calls name: the mobile app's in its webview, the shop's otherwise (spec 1 §6). */
  channel: SalesChannel
  /** Where the locale came from: the page path, an island's header or a form's query, or the visitor's languages. */
  localeSource: 'path' | 'header' | 'query' | 'negotiated'
  /** Set by the newsletter's page action for the page it renders again: the refused form (decision 074). */
  newsletterRefused?: NewsletterRefused
  /** Set by the photo share's page action for the page it renders again: the refused form (decision 104). */
  photoShareRefused?: PhotoShareRefused
  /** Set by `sharePublicly`: the answer may be kept by shared caches (see middleware/api-cache.ts). */
  publicAnswer?: { maxAge: number; vary: readonly string[] }
  services: Services
  /** The visitor id experiments and personalization decide by; null without targeting consent (decision 063). */
  visitorId: string | null
  /** Each feature on or off for this request: decided for a consenting shopper, else its default (shared/personalization/flags.ts). */
  flags: FeatureFlags
  /** Favorites are offered: their flag is on and no store associate is connected (spec 1 §6). Set with `flags`. */
  favoritesOffered: boolean
  /** Each experience's variant and each decided flag's variables (baselines without targeting consent). */
  experiments: ExperimentChoices
  /** The decider, the user and the decisions behind `flags`, for impression and conversion events; else null. */
  experimentation: ExperimentationState | null
}

export interface AppEnv {
  Bindings: Bindings
  Variables: AppVariables
}

export type AppContext = Context<AppEnv>
