import type { Context } from 'hono'
import type { Brand } from '../shared/brands'
import type { Consent } from '../shared/consent'
import type { ExperimentChoices, FeatureFlags } from '../shared/flags'
import type { Translator } from '../shared/i18n'
import type { LocaleInfo } from '../shared/locales'
import type { Services } from './context'
import type { Bindings, Config } from './env'
import type { RequestMetrics } from './metrics'
import type { ExperimentationState } from './middleware/decisions'
import type { PreviewClaims } from './preview'
import type { FormReturn } from './routes/api/responder'
import type { Associate } from './session/associate-sessions'
import type { RequestSession } from './session/session'

export interface PreviewState {
  editor: string
  token: string
  dateTime?: string
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
  /** Where the locale came from: the page path, an island's header or a form's query, or the visitor's languages. */
  localeSource: 'path' | 'header' | 'query' | 'negotiated'
  /** Set by `readInput` for a plain form post: where its answer redirects to. */
  apiForm?: FormReturn
  /** Set by `sharePublicly`: the answer may be kept by shared caches (see middleware/api-cache.ts). */
  publicAnswer?: { maxAge: number; vary: readonly string[] }
  services: Services
  /** The visitor id experiments and personalization decide by; null without targeting consent (decision 063). */
  visitorId: string | null
  /** Each feature on or off for this request: decided for a consenting shopper, else its default (shared/flags.ts). */
  flags: FeatureFlags
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
