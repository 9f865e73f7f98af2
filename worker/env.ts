/**
 * The worker's bindings, as wrangler.toml declares them. Their validation is worker/config.ts, which names none of
 * these types, so the Durable Objects below can read their configuration without importing this module back: each
 * declares the bindings it reads (`SessionObjectEnv`, `CustomerSessionsEnv`), and `Bindings` extends them, so the
 * compiler checks they agree.
 */
import type { ExperimentEventMessage } from '../shared/experiments/events'
import type { SegmentEventMessage } from '../shared/experiments/segment-events'
import type { PendingExperimentEventsNamespace } from './pending-events'
import type { PurgeLedgerNamespace } from './purge-ledger'
import type { AssociateSessionsNamespace } from './session/associate-sessions'
import type { CustomerSessionsEnv, CustomerSessionsNamespace } from './session/customer-sessions'
import type { SessionObjectEnv } from './session/object'
import type { SessionNamespace } from './session/session'

export interface Bindings extends SessionObjectEnv, CustomerSessionsEnv {
  UPSTREAM_CACHE: KVNamespace
  /** One Durable Object per shopper's session (worker/session/object.ts). */
  SESSIONS: SessionNamespace
  /** One Durable Object per signed-in customer: the epoch and the index of their sessions (decision 042). */
  CUSTOMER_SESSIONS: CustomerSessionsNamespace
  /** One Durable Object per store associate: their in-store sessions and revocation (decision 044). */
  ASSOCIATE_SESSIONS: AssociateSessionsNamespace
  /** The content service's purge calls already taken (worker/purge-ledger.ts). */
  PURGE_LEDGER: PurgeLedgerNamespace
  ASSETS?: Fetcher
  /** Development and tests only: the mock API worker that stands in for every upstream. */
  MOCK_API?: Fetcher
  ENVIRONMENT: string
  CONTENT_API_URL: string
  COMMERCE_API_URL: string
  FRONTEND_API_URL: string
  /** The social media service's base URL (shoppers' photos of the gallery blocks; its own host, spec 2 §7). */
  SOCIAL_API_URL: string
  /**
   * The address-format service's base (spec 2 §7 `{token}{countryCode}`, decision 107), ending in `/`: a country's
   * ISO code after it names that country's address format (its states, provinces or regions).
   */
  ADDRESS_FORMAT_URL: string
  /**
   * The decision service's base URL (spec 2 §7: the site's `/decision`); in development the mock API's
   * `/personalization`, which is also the default outside production. Production without it decides nothing.
   */
  PERSONALIZATION_API_URL?: string
  MEDIA_BASE_URL: string
  /*
   * The features' defaults ("true" or "false"): what every shopper gets unless the experimentation service decides
   * otherwise for a shopper who consented to targeting (shared/personalization/flags.ts).
   */
  /** Favorites (wishlists) are offered. */
  ALLOW_FAVORITES?: string
  /** Simplified enrolment (spec 1 §2): the simplified enrolment dialog in place of the sign-in dialog. */
  SIMPLIFIED_ENROLLMENT?: string
  /** Express checkout (spec 1 §6), for signed-in shoppers with a main card and address. */
  EXPRESS_CHECKOUT?: string
  /** How many items a page of the favorites, and of the saved-for-later list, holds (spec 1 §9). */
  FAVORITES_PAGE_SIZE?: string
  SAVED_FOR_LATER_PAGE_SIZE?: string
  /** The fewest loyalty points a member pays with (spec 1 §9). */
  LOYALTY_MIN_POINTS?: string
  TOAST_DISMISS_MS?: string
  /** The sign-in form's separate button to join the loyalty programme (spec 1 §2). */
  LOYALTY_JOIN?: string
  /** The hosted-video player: hosted assets (spec 3 §2.13) instead of uploaded files. */
  HOSTED_VIDEO?: string
  /** The phone menu's "shop all" link in each section, where the menu document's own switch offers it. */
  MOBILE_SHOP_ALL?: string
  /** The browser's page-timing beacon to the front-end service (spec 2 §7). */
  CLIENT_INGEST?: string
  /** The experimentation service's datafile host (`https://cdn.optimizely.com`); development uses the mock API. */
  EXPERIMENTATION_CDN_URL?: string
  /** The project's SDK key, which names its datafile; empty switches experiments off (every flag its default). */
  EXPERIMENTATION_SDK_KEY?: string
  /** Seconds between checks for a new datafile (5 minutes by default; below 30 a warning is logged). */
  EXPERIMENTATION_DATAFILE_INTERVAL?: string
  /**
   * Where the hosted-video service delivers files and tracks: its own origin (the default), or in development the
   * mock API's stand-in, `/media/film/hosted`, so the shop stays offline (decision 052).
   */
  HOSTED_VIDEO_BASE_URL?: string
  /** The photo-gallery widget's script; empty (development) leaves galleries without their widget. */
  GALLERY_SCRIPT_URL?: string
  /** The content editor's origin: it may frame the preview tool and drive its scroll. */
  PREVIEW_EDITOR_ORIGIN?: string
  /**
   * The consent vendor's script (OneTrust's `otSDKStub.js`); with `CONSENT_DOMAIN_ID` it replaces the shop's own
   * banner and preference centre link. Empty (development, tests): the shop's own (decision 060).
   */
  CONSENT_SCRIPT_URL?: string
  /** The consent vendor's id of this site's configuration (`data-domain-script`). */
  CONSENT_DOMAIN_ID?: string
  /** The payment provider's origin: the checkout frames its card fields and 3-D Secure challenge from there. */
  PAYMENT_PROVIDER_ORIGIN?: string
  /**
   * The request header holding the client's address that the deployment's edge writes and a client cannot
   * (`cf-connecting-ip` behind Cloudflare, the default in production); empty trusts none, and every client counts
   * as one for the per-address limits (development, decision 065).
   */
  CLIENT_ADDRESS_HEADER?: string
  /** Gift card balance checks and applies per shopper's session (worker/services/gift-cards.ts). */
  CODE_TRIES_SESSION_LIMIT: RateLimit
  /** The same per client address, with more room: a household or a store shares one. */
  CODE_TRIES_ADDRESS_LIMIT: RateLimit
  /** Sign-in tries per account (worker/services/account.ts). */
  SIGN_IN_ACCOUNT_LIMIT: RateLimit
  /** Sign-in tries per client address. */
  SIGN_IN_ADDRESS_LIMIT: RateLimit
  /** Sign-ups per client address. */
  SIGN_UP_ADDRESS_LIMIT: RateLimit
  /** Forgotten-password requests per account (worker/services/password.ts). */
  PASSWORD_RESET_ACCOUNT_LIMIT: RateLimit
  /** Forgotten-password requests per client address. */
  PASSWORD_RESET_ADDRESS_LIMIT: RateLimit
  /** In-store PIN tries per associate (worker/services/associates.ts). */
  ASSOCIATE_PIN_LIMIT: RateLimit
  /** In-store PIN tries per client address. */
  ASSOCIATE_ADDRESS_LIMIT: RateLimit
  /** Contact-us messages and warranty cases per client address (worker/services/support-cases.ts). */
  SUPPORT_CASE_ADDRESS_LIMIT: RateLimit
  /** A guest's order lookups (number and email) per client address (worker/services/order-history.ts). */
  ORDER_LOOKUP_ADDRESS_LIMIT: RateLimit
  /** The enrolment flow's email lookups per client address (worker/services/enrolment.ts). */
  LOOKUP_ADDRESS_LIMIT: RateLimit
  /** The same per email (a hash of it): one address asked about too often, from anywhere. */
  LOOKUP_EMAIL_LIMIT: RateLimit
  /** Newsletter sign-ups per client address (worker/services/newsletter.ts). */
  NEWSLETTER_ADDRESS_LIMIT: RateLimit
  /** Shoppers' photos shared from a product's gallery, per client address (worker/routes/forms/photo-share.ts). */
  PHOTO_SHARE_ADDRESS_LIMIT: RateLimit
  /**
   * Experimentation events on their way to the event-logging endpoint (worker/queue.ts, decisions 061 and 133),
   * one message for the events of one request. Unbound, events are logged as dropped.
   */
  EXPERIMENT_EVENTS?: Queue<ExperimentEventMessage>
  /**
   * The pending-event store: experimentation events the queue could not take, at most 100 (worker/pending-events.ts,
   * decision 112). Unbound, such events are logged as lost.
   */
  PENDING_EXPERIMENT_EVENTS?: PendingExperimentEventsNamespace
  /**
   * Segment events on their way to the data platform's tracking pixel (worker/segment-queue.ts, decision 112).
   * Unbound, they are logged as dropped.
   */
  SEGMENT_EVENTS?: Queue<SegmentEventMessage>
  /** The experimentation service's event-logging endpoint (the mock API's in development). */
  EXPERIMENT_EVENTS_URL?: string
  /** The audience-segment (ODP) host; its GraphQL endpoint is `/v3/graphql` under it. */
  ODP_HOST?: string
  /** The audience-segment service's API key (a secret); unset, no visitor has segments. */
  ODP_API_KEY?: string
  /** The data platform's tracking pixel host; the pixel is `/v2/zaius.gif` under it; unset, none is sent (decision 108). */
  ODP_PIXEL_URL?: string
  UPSTREAM_ACCESS_KEY: string
  SERVER_TRUST_ID: string
  SESSION_SECRET: string
  PREVIEW_SECRET: string
  /** Signs the content service's purge calls (worker/routes/api/content-purge.ts); unset, purging answers 503. */
  CONTENT_PURGE_SECRET?: string
  /** Signs the stores' associate status calls (worker/routes/api/associate.ts); unset, they answer 503. */
  ASSOCIATE_STATUS_SECRET?: string
  /** Signs the search service's recalculation events (worker/routes/api/search-events.ts); unset, they answer 503. */
  SEARCH_EVENTS_SECRET?: string
}
