/**
 * The signature of payment notifications, as Adyen signs its standard webhooks: HMAC-SHA256 with a hex key over
 * `pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:eventCode:success`
 * (a missing field is empty), base64, sent as `additionalData.hmacSignature`. Pure Web Crypto, so the commerce
 * mock API can import `verifyNotification` (the storefront must not: it never receives notifications).
 *
 * @example
 *   const hmacSignature = await signNotification(item, env.WEBHOOK_HMAC_KEY)
 *   if (!(await verifyNotification(received, env.WEBHOOK_HMAC_KEY))) return c.text('bad signature', 401)
 */

/** The fields of a notification item that the signature covers. */
export interface SignedNotificationFields {
  pspReference: string
  originalReference?: string
  merchantAccountCode: string
  merchantReference: string
  amount: { currency: string; value: number }
  eventCode: string
  success: 'true' | 'false' | string
  additionalData?: { hmacSignature?: string } & Record<string, string | undefined>
}

/** The text the signature is computed over. */
export function notificationSigningText(item: SignedNotificationFields): string {
  return [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    String(item.amount.value),
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':')
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex))
    throw new TypeError('The HMAC key must be an even number of hex digits')
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  }
  return bytes
}

function importKey(hexKey: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', hexToBytes(hexKey), { name: 'HMAC', hash: 'SHA-256' }, false, [usage])
}

/** The base64 HMAC-SHA256 signature of a notification item with a hex key. */
export async function signNotification(item: SignedNotificationFields, hexKey: string): Promise<string> {
  const key = await importKey(hexKey, 'sign')
  const signature = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(notificationSigningText(item)),
  )
  let binary = ''
  for (const byte of new Uint8Array(signature)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * Whether `item.additionalData.hmacSignature` is the item's signature with this hex key; false for a missing or
 * malformed signature. Compared in constant time (Web Crypto's verify).
 */
export async function verifyNotification(item: SignedNotificationFields, hexKey: string): Promise<boolean> {
  const received = item.additionalData?.hmacSignature
  if (!received || !/^[A-Za-z0-9+/]{43}=$/.test(received)) return false
  const signature = Uint8Array.from(atob(received), (char) => char.charCodeAt(0))
  const key = await importKey(hexKey, 'verify')
  return crypto.subtle.verify('HMAC', key, signature, new TextEncoder().encode(notificationSigningText(item)))
}
