import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CONSENT_GROUPS,
  choiceOf,
  decideConsent,
  gpcRequested,
  parseOptanonConsent,
  writeAlertBoxClosed,
  writeOptanonConsent,
} from '../../shared/consent'

/** A cookie as OneTrust writes it (taken from a real one, trimmed), with the given groups. */
const oneTrust = (groups: string) =>
  `isGpcEnabled=0&datestamp=Sat+Sep+07+2024+18%3A48%3A38+GMT-0500+(hora+est%C3%A1ndar+de+Colombia)&version=202310.2.0&browserGpcFlag=0&isIABGlobal=false&hosts=&consentId=ce7f3633-89ad-4f3f-88ea-d1b50164dbd1&interactionCount=1&landingPath=NotLandingPage&groups=${encodeURIComponent(groups)}&geolocation=CO%3BDC&AwaitingReconsent=false`

const CLOSED = '2024-09-07T23:48:38.120Z'

const emea = (optanonConsent: string | undefined, extra: Partial<Parameters<typeof decideConsent>[0]> = {}) =>
  decideConsent({
    region: 'EMEA',
    optanonConsent,
    alertBoxClosed: CLOSED,
    gpc: false,
    preview: false,
    ...extra,
  })

describe('reading the OptanonConsent cookie', () => {
  it('reads each group of a cookie as OneTrust writes it', () => {
    const parsed = parseOptanonConsent(oneTrust('C0002:0,C0001:1,C0004:1,V2STACK42:0'))
    expect(parsed).toEqual({
      groups: { C0002: false, C0001: true, C0004: true, V2STACK42: false },
      consentId: 'ce7f3633-89ad-4f3f-88ea-d1b50164dbd1',
      interactionCount: 1,
    })
  })

  it('reads the value once decoded, as a cookie reader that decodes hands it over', () => {
    expect(parseOptanonConsent(decodeURIComponent(oneTrust('C0001:1,C0003:1')))?.groups).toEqual({
      C0001: true,
      C0003: true,
    })
  })

  it('reads junk as nothing recorded, and never throws', () => {
    for (const junk of [
      undefined,
      '',
      'x',
      '%E0%A4%A',
      'groups=',
      'groups=C0001',
      'groups=C0001:2',
      '&&&==',
    ]) {
      expect(parseOptanonConsent(junk)).toBeNull()
    }
    expect(parseOptanonConsent(`groups=${'C0001:1,'.repeat(1000)}`)).toBeNull()
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (value) => {
        const parsed = parseOptanonConsent(value)
        expect(parsed === null || typeof parsed.groups === 'object').toBe(true)
      }),
    )
  })

  it('ignores malformed entries and keeps the first of a repeated group', () => {
    expect(
      parseOptanonConsent('groups=C0001:1,,C0002:1:1,C 3:1,C0004:0,C0004:1,__proto__:1')?.groups,
    ).toEqual({
      C0001: true,
      C0004: false,
      ['__proto__']: true,
    })
  })
})

describe('the consent matrix', () => {
  it('grants in EMEA exactly the categories the cookie records as granted', () => {
    for (const [code, category] of [
      ['C0002', 'performanceAndAnalytics'],
      ['C0003', 'functional'],
      ['C0004', 'targeting'],
    ] as const) {
      const groups = ['C0001:1', 'C0002:0', 'C0003:0', 'C0004:0'].map((entry) =>
        entry.startsWith(code) ? `${code}:1` : entry,
      )
      const consent = emea(oneTrust(groups.join(',')))
      expect(consent[category]).toBe(true)
      for (const other of ['performanceAndAnalytics', 'functional', 'targeting'] as const)
        if (other !== category) expect(consent[other]).toBe(false)
      expect(consent).toMatchObject({ required: true, choiceMade: true, asked: true, gpc: false })
    }
  })

  it('grants nothing but the required category in EMEA without a cookie, or with a category left out', () => {
    expect(emea(undefined, { alertBoxClosed: undefined })).toEqual({
      required: true,
      performanceAndAnalytics: false,
      functional: false,
      targeting: false,
      choiceMade: false,
      asked: true,
      gpc: false,
    })
    expect(emea(oneTrust('C0001:1,C0003:1'))).toMatchObject({
      performanceAndAnalytics: false,
      functional: true,
    })
  })

  it('grants everything outside EMEA, whatever the cookie says, and asks nothing', () => {
    for (const cookie of [undefined, oneTrust('C0001:1,C0002:0,C0003:0,C0004:0'), 'junk'])
      expect(
        decideConsent({
          region: 'NA',
          optanonConsent: cookie,
          alertBoxClosed: undefined,
          gpc: false,
          preview: false,
        }),
      ).toMatchObject({ performanceAndAnalytics: true, functional: true, targeting: true, asked: false })
  })

  it('grants everything in an EMEA preview, and asks nothing', () => {
    expect(emea(undefined, { preview: true, alertBoxClosed: undefined })).toMatchObject({
      performanceAndAnalytics: true,
      functional: true,
      targeting: true,
      asked: false,
      choiceMade: false,
    })
  })

  it('withdraws targeting under Global Privacy Control in every region, preview included', () => {
    const all = oneTrust('C0001:1,C0002:1,C0003:1,C0004:1')
    for (const input of [
      { region: 'EMEA' as const, preview: false },
      { region: 'EMEA' as const, preview: true },
      { region: 'NA' as const, preview: false },
    ]) {
      const consent = decideConsent({ ...input, optanonConsent: all, alertBoxClosed: CLOSED, gpc: true })
      expect(consent).toMatchObject({
        targeting: false,
        performanceAndAnalytics: true,
        functional: true,
        gpc: true,
      })
    }
  })

  it('counts a choice as made only with recorded groups and a closed alert box', () => {
    const cookie = oneTrust('C0001:1,C0002:1')
    expect(emea(cookie).choiceMade).toBe(true)
    expect(emea(cookie, { alertBoxClosed: undefined }).choiceMade).toBe(false)
    expect(emea(cookie, { alertBoxClosed: 'yesterday' }).choiceMade).toBe(false)
    expect(emea(cookie, { alertBoxClosed: 'yesterday' }).performanceAndAnalytics).toBe(true)
    expect(emea('isGpcEnabled=0&groups=', { alertBoxClosed: CLOSED }).choiceMade).toBe(false)
  })

  it('reads Sec-GPC: 1 as the signal and nothing else', () => {
    expect(gpcRequested('1')).toBe(true)
    expect(gpcRequested(' 1 ')).toBe(true)
    for (const value of [undefined, '', '0', 'true', '11']) expect(gpcRequested(value)).toBe(false)
  })
})

describe('writing the OptanonConsent cookie', () => {
  const now = new Date('2026-11-24T21:40:37.123Z')

  it("writes OneTrust's format, every group named", () => {
    const value = writeOptanonConsent(
      { performanceAndAnalytics: true, functional: false, targeting: false },
      now,
    )
    expect(value).toMatch(
      /^isGpcEnabled=0&datestamp=Tue\+Nov\+24\+2026\+21%3A40%3A37\+GMT%2B0000\+\(Coordinated\+Universal\+Time\)&version=[\d.]+&browserGpcFlag=0&isIABGlobal=false&hosts=&consentId=[0-9a-f-]{36}&interactionCount=1&landingPath=NotLandingPage&groups=C0001%3A1%2CC0002%3A1%2CC0003%3A0%2CC0004%3A0&AwaitingReconsent=false$/,
    )
  })

  it('reads back as the choice it records, in EMEA', () => {
    for (const choice of [
      choiceOf('accept-all', {}),
      choiceOf('reject-all', { targeting: true }),
      choiceOf('save', { functional: true, targeting: true }),
    ]) {
      const consent = emea(writeOptanonConsent(choice, now), { alertBoxClosed: writeAlertBoxClosed(now) })
      expect(consent).toMatchObject({ ...choice, choiceMade: true })
    }
  })

  it('keeps the consent id of a previous value and counts the interaction', () => {
    const previous = oneTrust('C0001:1,C0002:1')
    const value = writeOptanonConsent(choiceOf('reject-all', {}), now, previous)
    expect(parseOptanonConsent(value)).toEqual({
      groups: { [CONSENT_GROUPS.required]: true, C0002: false, C0003: false, C0004: false },
      consentId: 'ce7f3633-89ad-4f3f-88ea-d1b50164dbd1',
      interactionCount: 2,
    })
    const fresh = parseOptanonConsent(writeOptanonConsent(choiceOf('reject-all', {}), now, 'junk'))
    expect(fresh?.consentId).toMatch(/^[0-9a-f-]{36}$/)
    expect(fresh?.consentId).not.toBe('ce7f3633-89ad-4f3f-88ea-d1b50164dbd1')
  })

  it('marks the alert box closed with the ISO date', () => {
    expect(writeAlertBoxClosed(now)).toBe('2026-11-24T21:40:37.123Z')
  })
})
