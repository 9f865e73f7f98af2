/**
 * The payment notifications' signature (mock-api/payments/hmac.ts), which the commerce mock API verifies: Adyen's
 * HMAC-SHA256 over the eight fields, checked against the test vector of Adyen's own library.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SignedNotificationFields } from '../../mock-api/payments/hmac'
import { notificationSigningText, signNotification, verifyNotification } from '../../mock-api/payments/hmac'

// The published test vector of Adyen's Node library (hmacValidator.spec.ts).
const ADYEN_KEY = 'DFB1EB5485895CFA84146406857104ABB4CBCABDC8AAF103A624C8F6A3EAAB00'
const ADYEN_ITEM: SignedNotificationFields = {
  pspReference: 'pspReference',
  originalReference: 'originalReference',
  merchantAccountCode: 'merchantAccount',
  merchantReference: 'reference',
  amount: { currency: 'EUR', value: 1000 },
  eventCode: 'CAPTURE',
  success: 'true',
}
const ADYEN_SIGNATURE = 'xhpHvYq2u2Np0rstbZ6QjLGu7JWhvf7Iwaa6EviJSX0='

const hexKey = fc
  .uint8Array({ minLength: 16, maxLength: 64 })
  .map((bytes) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join(''))

const item: fc.Arbitrary<SignedNotificationFields> = fc.record({
  pspReference: fc.string({ minLength: 1, maxLength: 16 }),
  merchantAccountCode: fc.string({ minLength: 1, maxLength: 30 }),
  merchantReference: fc.string({ minLength: 1, maxLength: 30 }),
  amount: fc.record({ currency: fc.constantFrom('USD', 'CAD', 'GBP', 'EUR'), value: fc.nat() }),
  eventCode: fc.constant('AUTHORISATION'),
  success: fc.constantFrom('true', 'false'),
})

describe('notification signatures', () => {
  it('signs the eight fields in Adyen order, an absent original reference as empty', () => {
    expect(notificationSigningText(ADYEN_ITEM)).toBe(
      'pspReference:originalReference:merchantAccount:reference:1000:EUR:CAPTURE:true',
    )
    expect(notificationSigningText({ ...ADYEN_ITEM, originalReference: undefined })).toBe(
      'pspReference::merchantAccount:reference:1000:EUR:CAPTURE:true',
    )
  })

  it("gives the signature of Adyen's test vector", async () => {
    expect(await signNotification(ADYEN_ITEM, ADYEN_KEY)).toBe(ADYEN_SIGNATURE)
    expect(
      await verifyNotification(
        { ...ADYEN_ITEM, additionalData: { hmacSignature: ADYEN_SIGNATURE } },
        ADYEN_KEY,
      ),
    ).toBe(true)
  })

  it('verifies what it signs, and nothing changed in a signed field or with another key', async () => {
    await fc.assert(
      fc.asyncProperty(item, hexKey, hexKey, async (fields, key, otherKey) => {
        const hmacSignature = await signNotification(fields, key)
        const signed = { ...fields, additionalData: { hmacSignature } }
        expect(await verifyNotification(signed, key)).toBe(true)
        expect(
          await verifyNotification(
            { ...signed, amount: { ...fields.amount, value: fields.amount.value + 1 } },
            key,
          ),
        ).toBe(false)
        expect(
          await verifyNotification({ ...signed, success: fields.success === 'true' ? 'false' : 'true' }, key),
        ).toBe(false)
        if (otherKey.toLowerCase() !== key.toLowerCase())
          expect(await verifyNotification(signed, otherKey)).toBe(false)
      }),
      { numRuns: 50 },
    )
  })

  it('refuses a missing or malformed signature without throwing', async () => {
    expect(await verifyNotification(ADYEN_ITEM, ADYEN_KEY)).toBe(false)
    for (const hmacSignature of [
      '',
      'not base64!',
      'xhpHvYq2u2Np0rstbZ6QjLGu7JWhvf7Iwaa6EviJSX0',
      `${ADYEN_SIGNATURE}=`,
    ]) {
      expect(await verifyNotification({ ...ADYEN_ITEM, additionalData: { hmacSignature } }, ADYEN_KEY)).toBe(
        false,
      )
    }
  })

  it('refuses a key that is not hex', async () => {
    await expect(signNotification(ADYEN_ITEM, 'not-hex')).rejects.toThrow(TypeError)
  })
})
