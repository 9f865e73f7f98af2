import type { Context } from 'hono'
import type { Brand } from '../shared/brands'
import type { Translator } from '../shared/i18n'
import type { LocaleInfo } from '../shared/locales'
import type { Services } from './context'
import type { Bindings, Config } from './env'
import type { RequestMetrics } from './metrics'
import type { PreviewClaims } from './preview'
import type { Session } from './session'

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
  session: Session
  /** Replaces the session; the cookie is written when the response goes out. */
  setSession: (session: Session) => void
  preview: PreviewState | null
  previewClaims: PreviewClaims | null
  services: Services
}

export interface AppEnv {
  Bindings: Bindings
  Variables: AppVariables
}

export type AppContext = Context<AppEnv>
