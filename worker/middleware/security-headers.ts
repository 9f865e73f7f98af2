import type { MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../types'

/**
 * Content-Security-Policy with a per-request nonce for the few inline scripts and styles the document writes,
 * and the usual hardening headers. HSTS only where the shop is served over HTTPS for real.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async function securityHeaders(c, next) {
    const { config } = c.var
    const production = config.ENVIRONMENT === 'production'
    // Video and gallery blocks (spec 3 §2.12, §2.13) need a few third-party hosts, each named here and nowhere
    // wider: the YouTube player in its no-cookie form (framed only after the shopper presses play), YouTube's
    // stills for a facade without a poster, the hosted-video service's files and tracks while its flag is on,
    // the media host's uploaded videos when it is another origin, and the gallery widget's script if configured.
    const mediaHost = /^https:\/\//.test(config.MEDIA_BASE_URL) ? new URL(config.MEDIA_BASE_URL).origin : null
    // Development's stand-in for the hosted-video service is the shop's own `/media/film/hosted` ('self').
    // The policy is written before the request's flags are decided, so the hosted service is allowed wherever its flag
    // can be on: on by default, or decided per shopper by the experimentation service.
    const hostedVideoMayPlay = config.flagDefaults.hostedVideo || config.experimentation !== null
    const hostedVideoOrigin =
      hostedVideoMayPlay && config.hostedVideoBase.startsWith('https://')
        ? new URL(config.hostedVideoBase).origin
        : null
    const galleryScript = config.galleryScriptUrl ? new URL(config.galleryScriptUrl).origin : null
    // The consent vendor's script, when configured (decision 060): it loads its banner and settings from there.
    const consentOrigin = config.consentScript?.origin ?? null
    const present = (...sources: (string | null | false)[]) =>
      sources.filter((source): source is string => Boolean(source))
    // The editors' preview tool is framed by the content editor (spec 3 §2.1); every other page only by the shop.
    // The checkout frames the payment provider's card fields and challenge, and the account's payment methods its
    // card fields (to save a card): its origin, on those pages alone.
    const provider = /^\/[a-z]{2}-[a-z]{2}\/(checkout(\/|$)|account\/payment-methods$)/.test(c.req.path)
      ? config.paymentProviderOrigin
      : null
    const framedByEditor =
      config.previewEditorOrigin !== null && /^\/[a-z]{2}-[a-z]{2}\/preview-tool$/.test(c.req.path)
    // A reset link's token is in the reset page's URL: no link or resource on that page may carry it on.
    const noReferrer = /^(\/[a-z]{2}-[a-z]{2}\/reset-password|\/api\/account\/reset-password)$/.test(
      c.req.path,
    )
    return secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE, ...present(galleryScript, consentOrigin)],
        styleSrc: ["'self'", NONCE],
        // Style attributes (colours and sizes from content) cannot carry a nonce; scripts stay nonce-only.
        styleSrcAttr: ["'unsafe-inline'"],
        // `https:` already covers YouTube's stills; the host is listed so that narrowing img-src keeps them.
        imgSrc: ["'self'", 'data:', 'https:', 'https://i.ytimg.com'],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', ...present(provider)],
        mediaSrc: ["'self'", ...present(mediaHost, hostedVideoOrigin)],
        connectSrc: ["'self'", ...present(provider, consentOrigin)],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...present(framedByEditor && config.previewEditorOrigin)],
      },
      strictTransportSecurity: production ? 'max-age=63072000; includeSubDomains; preload' : false,
      referrerPolicy: noReferrer ? 'no-referrer' : 'strict-origin-when-cross-origin',
      // X-Frame-Options cannot name another origin; frame-ancestors governs the tool's page instead.
      xFrameOptions: framedByEditor ? false : 'SAMEORIGIN',
      permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [] },
    })(c, next)
  }
}
