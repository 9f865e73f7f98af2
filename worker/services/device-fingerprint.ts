/**
 * The device fingerprint a cart's order is checked for fraud with (spec 1 §7, `deviceFingerPrint`), given to the
 * cart service before the order is placed. With JavaScript it is the payment provider's own risk data, collected
 * by its card fields in the payment step; without (or paying otherwise) it is what the worker knows of the device:
 * a hash of its user agent, languages and country, so nothing that names the shopper leaves the worker. The
 * fingerprint is never logged; a call that fails is logged by its error id alone and the order goes on, the fraud
 * check then seeing no fingerprint.
 */
import { logEvent } from '../log'
import type { AppContext } from '../types'
import { UpstreamError } from '../upstream/errors'

/** What the worker knows of the device, hashed: the same browser in the same place gives the same value. */
async function serverFingerprint(c: AppContext): Promise<string> {
  const country =
    c.req.header('cf-ipcountry') ?? (c.req.raw as { cf?: { country?: string } }).cf?.country ?? ''
  const known = [
    'server/1',
    c.req.header('user-agent') ?? '',
    c.req.header('accept-language') ?? '',
    c.req.header('sec-ch-ua-platform') ?? '',
    country,
  ].join('\n')
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(known))
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
}

/** Gives the cart its device fingerprint: the browser's risk data when it came with the order, else the worker's. */
export async function sendDeviceFingerprint(
  c: AppContext,
  basketId: string,
  fromBrowser: string | undefined,
): Promise<void> {
  const fingerprint = fromBrowser
    ? { data: fromBrowser, source: 'browser' as const }
    : { data: await serverFingerprint(c), source: 'server' as const }
  await c.var.services.commerce.sendDeviceFingerprint(basketId, fingerprint).catch((error: unknown) => {
    logEvent(c, 'warn', 'device fingerprint not sent', {
      source: fingerprint.source,
      errorId: error instanceof UpstreamError ? error.errorId : '',
    })
  })
}
