import type { MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../types'

/**
 * Content-Security-Policy with a per-request nonce for the few inline scripts and styles the document writes,
 * and the usual hardening headers. HSTS only where the shop is served over HTTPS for real.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async function securityHeaders(c, next) {
    const production = c.var.config.ENVIRONMENT === 'production'
    return secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE],
        styleSrc: ["'self'", NONCE],
        // Style attributes (colours and sizes from content) cannot carry a nonce; scripts stay nonce-only.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
      strictTransportSecurity: production ? 'max-age=63072000; includeSubDomains; preload' : false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'SAMEORIGIN',
      permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [] },
    })(c, next)
  }
}
