import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod'
import { logEvent } from '../../worker/log'
import type { AppContext } from '../../worker/types'
import {
  apiErrorEvent,
  CommerceApiError,
  redactSecrets,
  type UpstreamError,
} from '../../worker/upstream/errors'
import { createUpstreamFetch } from '../../worker/upstream/http'

const email = 'jordan.hiker@example.com'
const card = '4111 1111 1111 1111'
const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJqb3JkYW4ifQ.c2lnbmF0dXJl'

/** An answer that refuses the call and, as a careless upstream might, echoes everything it was sent. */
const refusal = {
  correlationId: 'corr-1',
  errorDetails: [{ errorId: 'PYT404', message: `Card ${card} for ${email} was declined` }],
  echo: {
    email,
    password: 'Summit-Trail-42',
    accessToken: jwt,
    refresh_token: 'r3fr3sh',
    card: {
      number: card,
      cardNumber: '4000000000000002',
      cvc: '737',
      expiryMonth: '03',
      holderName: 'J Hiker',
    },
    recaptcha_response: 'captcha-answer',
    note: `Authorization: Bearer ${jwt}`,
    numbers: [4111111111111111, 42],
  },
}

const secrets = ['Summit-Trail-42', jwt, 'r3fr3sh', '737', 'captcha-answer', '4000000000000002', email, card]

async function refusedCall() {
  const upstream = createUpstreamFetch({
    service: 'commerce',
    baseUrl: 'https://upstream.test/base',
    fetcher: async () => Response.json(refusal, { status: 400 }),
    accessKey: 'key',
    serverTrustId: 'trust',
    locale: 'en_US',
    errorClass: CommerceApiError,
  })
  return upstream
    .call({
      operation: 'addPaymentInstrument',
      path: `/consumers-v3/consumer/lookup/${encodeURIComponent(email)}`,
      method: 'POST',
      query: { email, token: 'query-secret' },
      body: { password: 'Summit-Trail-42' },
      schema: z.unknown(),
    })
    .then(
      () => null,
      (error: unknown) => error,
    )
}

describe('the typed upstream error', () => {
  it('carries its request and response: method, path without the query, status, error id and the answer', async () => {
    const error = await refusedCall()
    expect(error).toBeInstanceOf(CommerceApiError)
    const { exchange, errorId, status } = error as UpstreamError
    expect(errorId).toBe('PYT404')
    expect(status).toBe(400)
    expect(exchange?.request.method).toBe('POST')
    expect(exchange?.request.path).toBe('/base/consumers-v3/consumer/lookup/[email]')
    expect(exchange?.response.status).toBe(400)
    const body = exchange?.response.body as typeof refusal
    expect(body.errorDetails[0]?.errorId).toBe('PYT404')
    expect(body.errorDetails[0]?.message).toBe('Card [redacted] for [email] was declined')
    expect(body.echo.card.holderName).toBe('J Hiker')
    expect(body.echo.numbers).toEqual(['[redacted]', 42])
  })

  it('lets nothing secret into the API error event: no token, password, card data, query or e-mail address', async () => {
    const error = (await refusedCall()) as UpstreamError
    const event = apiErrorEvent(error)
    expect(event).toMatchObject({
      event: 'apiError',
      errorId: 'PYT404',
      status: 400,
      operation: 'addPaymentInstrument',
    })
    const line = JSON.stringify(event)
    for (const secret of [...secrets, 'query-secret', encodeURIComponent(email), '4111111111111111'])
      expect(line).not.toContain(secret)
    expect(line).not.toMatch(/@/)
  })

  it('redacts by field name whatever the value looks like, and leaves other values as they are', () => {
    expect(
      redactSecrets({ pin: '1234', newPassword: 'short', orderNumber: '00012345', qty: 2, ok: true }),
    ).toEqual({
      pin: '[redacted]',
      newPassword: '[redacted]',
      orderNumber: '00012345',
      qty: 2,
      ok: true,
    })
  })

  it('redacts what says who or where a person is, and a device’s fingerprint', () => {
    expect(
      redactSecrets({
        firstName: 'Jordan',
        last_name: 'Hiker',
        phone: '2065550123',
        shippingAddress: { addressLine1: '12 Main Street', postalCode: '98101' },
        birthDate: '1990-04-02',
        deviceFingerPrint: 'AbCdEf0123==',
        riskData: { clientData: 'AbCd' },
        name: 'CommerceApiError',
        qty: 2,
      }),
    ).toEqual({
      firstName: '[redacted]',
      last_name: '[redacted]',
      phone: '[redacted]',
      shippingAddress: '[redacted]',
      birthDate: '[redacted]',
      deviceFingerPrint: '[redacted]',
      riskData: '[redacted]',
      name: 'CommerceApiError',
      qty: 2,
    })
  })

  it('keeps every log line’s detail and path to the same rules', () => {
    const lines: string[] = []
    const spy = vi.spyOn(console, 'warn').mockImplementation((line: string) => lines.push(line))
    const c = { var: { requestId: 'r-1' }, req: { path: `/api/account/${encodeURIComponent(email)}` } }
    logEvent(c as unknown as AppContext, 'warn', 'linked consumer unavailable', {
      error: `Error: no consumer ${email} with card ${card}`,
      fingerprint: 'AbCdEf0123==',
      method: 'CREDIT_CARD',
    })
    spy.mockRestore()
    expect(JSON.parse(lines[0] ?? '{}')).toEqual({
      level: 'warn',
      message: 'linked consumer unavailable',
      requestId: 'r-1',
      path: '/api/account/[email]',
      error: 'Error: no consumer [email] with card [redacted]',
      fingerprint: '[redacted]',
      method: 'CREDIT_CARD',
    })
  })

  it('has no exchange when no answer came', () => {
    const error = new CommerceApiError({
      status: 504,
      errorId: 'TIMEOUT',
      operation: 'getCart',
      correlationId: 'c',
      message: 'timed out',
    })
    expect(error.exchange).toBeNull()
    expect(apiErrorEvent(error)).not.toHaveProperty('request')
  })
})
