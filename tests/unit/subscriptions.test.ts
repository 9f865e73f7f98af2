import { describe, expect, it } from 'vitest'
import {
  isMembersOnly,
  offersChannel,
  subscriptionTypeOf,
  subscriptionViews,
  textStateOf,
} from '../../shared/account/subscriptions'
import { ANONYMOUS_AUDIENCE, conditionHolds } from '../../shared/personalization/audience'
import { customerOf } from '../../worker/services/customer'
import { membershipOf } from '../../worker/upstream/consumers/membership'
import type { ConsumerProfile } from '../../worker/upstream/consumers/schemas'

describe('subscription types', () => {
  it('sends each type by its channels, the loyalty types to members only', () => {
    expect(offersChannel('Newsletter', 'sms')).toBe(true)
    expect(offersChannel('LoyaltyNewsletter', 'sms')).toBe(false)
    expect(offersChannel('LoyaltyNewsletter', 'email')).toBe(true)
    expect(offersChannel('Loyalty', 'sms')).toBe(true)
    expect(isMembersOnly('Newsletter')).toBe(false)
    expect(isMembersOnly('LoyaltyNewsletter')).toBe(true)
    expect(isMembersOnly('Loyalty')).toBe(true)
    expect(subscriptionTypeOf('Loyalty')).toBe('Loyalty')
    expect(subscriptionTypeOf('loyalty')).toBeNull()
    expect(subscriptionTypeOf(undefined)).toBeNull()
  })

  it('reads an SMS opt-in as active only once it is double-opted-in', () => {
    expect(textStateOf(undefined)).toBe('off')
    expect(textStateOf({ optin: false, doubleOptin: true })).toBe('off')
    expect(textStateOf({ optin: true, doubleOptin: false })).toBe('pending')
    expect(textStateOf({ optin: true, doubleOptin: true })).toBe('on')
  })

  it('offers a member every type, and anyone else the newsletter with the loyalty types closed', () => {
    const list = [
      { type: 'Newsletter', channel: 'email', optin: true, doubleOptin: true, recipient: 'a@b.co' },
      { type: 'Loyalty', channel: 'sms', optin: true, doubleOptin: false, recipient: '+14155550100' },
    ] as const
    expect(subscriptionViews(list, true)).toEqual([
      {
        type: 'Newsletter',
        offered: true,
        email: { optin: true, recipient: 'a@b.co' },
        sms: { state: 'off', recipient: null },
      },
      { type: 'LoyaltyNewsletter', offered: true, email: { optin: false, recipient: null }, sms: null },
      {
        type: 'Loyalty',
        offered: true,
        email: { optin: false, recipient: null },
        sms: { state: 'pending', recipient: '+14155550100' },
      },
    ])
    const closed = subscriptionViews(list, false)
    expect(closed.map((view) => [view.type, view.offered, view.email, view.sms])).toEqual([
      ['Newsletter', true, { optin: true, recipient: 'a@b.co' }, { state: 'off', recipient: null }],
      ['LoyaltyNewsletter', false, null, null],
      ['Loyalty', false, null, null],
    ])
  })
})

const profile = (overrides: Partial<ConsumerProfile> = {}): ConsumerProfile => ({
  consumerId: 'c1',
  email: 'a@b.co',
  firstName: 'A',
  lastName: 'B',
  consumerType: 'REGISTERED',
  employeeTermsAccepted: false,
  ...overrides,
})

const details = (extra: Record<string, unknown>) =>
  ({
    firstName: 'A',
    lastName: 'B',
    email: 'a@b.co',
    addresses: [],
    ...extra,
  }) as ConsumerProfile['consumerDetails']

describe('the customer content targeting reads from the profile', () => {
  it('takes IPA and WRANX from the identity list, and an athlete from the type or the allowance', () => {
    expect(customerOf(profile()).profiles).toEqual([])
    expect(
      customerOf(
        profile({ consumerType: 'PROSUMER', consumerDetails: details({ identity: [{ type: 'IPA' }] }) }),
      ).profiles,
    ).toEqual(['IPA'])
    expect(
      customerOf(
        profile({
          consumerType: 'PROSUMER',
          consumerDetails: details({ identity: [{ type: 'WRANX' }, { type: 'IPA' }, { type: 'OTHER' }] }),
        }),
      ).profiles,
    ).toEqual(['IPA', 'WRANX'])
    expect(customerOf(profile({ consumerType: 'ATHLETE' })).profiles).toEqual(['ATHLETE'])
    expect(
      customerOf(profile({ consumerDetails: details({ athlete: { currentSpend: 1, annualCredit: 500 } }) }))
        .profiles,
    ).toEqual(['ATHLETE'])
    // A prosumer without an identity is neither.
    expect(customerOf(profile({ consumerType: 'PROSUMER' })).profiles).toEqual([])
  })

  it('makes an IPA shopper match ipa-loggedin and ipa-wranx-loggedin, not wranx-loggedin', () => {
    const customer = customerOf(
      profile({ consumerType: 'PROSUMER', consumerDetails: details({ identity: [{ type: 'IPA' }] }) }),
    )
    const audience = {
      ...ANONYMOUS_AUDIENCE,
      loggedIn: true,
      loyaltyMember: customer.loyaltyMember,
      employee: customer.type === 'EMPLOYEE',
      profiles: {
        ipa: customer.profiles.includes('IPA'),
        wranx: customer.profiles.includes('WRANX'),
        athlete: customer.profiles.includes('ATHLETE'),
      },
    }
    expect(conditionHolds('ipa-loggedin', audience)).toBe(true)
    expect(conditionHolds('ipa-wranx-loggedin', audience)).toBe(true)
    expect(conditionHolds('wranx-loggedin', audience)).toBe(false)
    expect(conditionHolds('non-ipa-wranx-loggedin', audience)).toBe(false)
  })

  it('reads membership and the employee type', () => {
    expect(customerOf(profile({ isLoyaltyMember: true, loyalty: { memberId: 'LM-1' } })).loyaltyMember).toBe(
      true,
    )
    expect(customerOf(profile({ consumerType: 'EMPLOYEE' })).type).toBe('EMPLOYEE')
  })

  it('reads a member’s number, the day they joined and the summary’s balance, as spec 2 §3 shapes them', () => {
    expect(
      membershipOf(
        profile({
          isLoyaltyMember: true,
          loyaltyOptInDate: '2024-03-12T09:30:00Z',
          loyaltySummary: { points: { balance: 2500 } },
          loyalty: { memberId: 'LM-1' },
        }),
      ),
    ).toEqual({ memberId: 'LM-1', optInDate: '2024-03-12', points: 2500 })
    // Read without the summary, or with a date that is not one: the balance and the day are unknown.
    expect(membershipOf(profile({ isLoyaltyMember: true, loyaltyOptInDate: 'soon' }))).toEqual({
      memberId: null,
      optInDate: null,
      points: null,
    })
    expect(membershipOf(profile({ isLoyaltyMember: false, loyalty: { memberId: 'LM-1' } }))).toBeNull()
  })

  it('takes the interests from the preferences, and none when the profile names none', () => {
    expect(
      customerOf(profile({ preferences: { interests: 'hiking|climbing', preferredShoeSize: null } }))
        .interests,
    ).toEqual(['hiking', 'climbing'])
    for (const preferences of [undefined, { interests: '' }, { interests: null }, { interests: 'knitting' }])
      expect(customerOf(profile(preferences ? { preferences } : {}))).not.toHaveProperty('interests')
  })
})
