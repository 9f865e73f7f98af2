/**
 * The enrolment flow's step rules (shared/account/enrolment.ts, decision 046): where the flow starts (spec 2 §4), what
 * makes a profile partially enrolled, and the order of the complete-profile steps.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { EnrolmentProfile } from '../../shared/account/enrolment'
import {
  allowedStep,
  isPartiallyEnrolled,
  missingFields,
  nextStep,
  profileStepFields,
  startingStep,
  stepAfterSignIn,
  stepAfterSignUp,
  stepOf,
} from '../../shared/account/enrolment'
import { prefillEmail, signUpVariantOf } from '../../shared/account/sign-up'

const complete: EnrolmentProfile = {
  phone: '2065550110',
  firstName: 'Ana',
  lastName: 'Ruiz',
  postalCode: '98101',
  birthDate: '1990-01-02',
  loyaltyMember: false,
}

describe('where the enrolment flow starts', () => {
  it('starts at lookup when logged out', () => {
    expect(startingStep(null)).toBe('lookup')
  })

  it('starts at the mobile step when logged in without a phone', () => {
    expect(startingStep({ ...complete, phone: '' })).toBe('mobile')
    expect(startingStep({ ...complete, phone: null })).toBe('mobile')
  })

  it('starts at the profile step when logged in with a phone, whatever else is on file', () => {
    expect(startingStep(complete)).toBe('profile')
    expect(startingStep({ ...complete, firstName: '', postalCode: '' })).toBe('profile')
  })
})

describe('a partially enrolled profile', () => {
  it('is one missing any of phone, first name, last name, postal code or birth date', () => {
    expect(isPartiallyEnrolled(complete)).toBe(false)
    for (const field of ['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const) {
      expect(isPartiallyEnrolled({ ...complete, [field]: '' })).toBe(true)
      expect(isPartiallyEnrolled({ ...complete, [field]: '  ' })).toBe(true)
      expect(isPartiallyEnrolled({ ...complete, [field]: undefined })).toBe(true)
    }
  })

  it('lists what is missing in the order of the fields', () => {
    expect(missingFields({ ...complete, birthDate: '', phone: '' })).toEqual(['phone', 'birthDate'])
  })

  it('asks at the profile step for what is missing of it, or for all four when nothing is', () => {
    expect(profileStepFields({ ...complete, phone: '', postalCode: '' })).toEqual(['postalCode'])
    expect(profileStepFields(complete)).toEqual(['firstName', 'lastName', 'postalCode', 'birthDate'])
  })
})

describe('the steps after signing in or up', () => {
  it('takes a partially enrolled shopper to the first step of what is missing, and a complete one back', () => {
    expect(stepAfterSignIn({ ...complete, phone: '' })).toBe('mobile')
    expect(stepAfterSignIn({ ...complete, birthDate: '' })).toBe('profile')
    expect(stepAfterSignIn(complete)).toBe('done')
  })

  it('offers the loyalty programme to a new customer who is not a member, and welcomes a member', () => {
    expect(stepAfterSignUp(complete)).toBe('non-loyalty')
    expect(stepAfterSignUp({ ...complete, loyaltyMember: true })).toBe('welcome')
  })

  it('goes 0 non-loyalty, 1 welcome, 2 mobile, 3 profile, 4 interests, 5 success for an empty profile', () => {
    const empty: EnrolmentProfile = { loyaltyMember: false }
    expect(nextStep('non-loyalty', empty)).toBe('welcome')
    expect(nextStep('welcome', empty)).toBe('mobile')
    expect(nextStep('mobile', empty)).toBe('profile')
    expect(nextStep('profile', empty)).toBe('interests')
    expect(nextStep('interests', empty)).toBe('success')
    expect(nextStep('success', empty)).toBe('success')
  })

  it('passes over the steps whose fields are on file', () => {
    expect(nextStep('welcome', complete)).toBe('interests')
    expect(nextStep('welcome', { ...complete, postalCode: '' })).toBe('profile')
    expect(nextStep('mobile', complete)).toBe('interests')
  })

  it('ends at success from any step, each step moving on', () => {
    const steps = ['non-loyalty', 'welcome', 'mobile', 'profile', 'interests'] as const
    fc.assert(
      fc.property(
        fc.record({
          phone: fc.constantFrom('', '2065550110'),
          firstName: fc.constantFrom('', 'Ana'),
          lastName: fc.constantFrom('', 'Ruiz'),
          postalCode: fc.constantFrom('', '98101'),
          birthDate: fc.constantFrom('', '1990-01-02'),
          loyaltyMember: fc.boolean(),
        }),
        fc.constantFrom(...steps),
        (profile, start) => {
          let step: ReturnType<typeof nextStep> = start
          for (let i = 0; i < 6 && step !== 'success'; i++) {
            const next = nextStep(step, profile)
            expect(steps.indexOf(next as (typeof steps)[number])).not.toBe(steps.indexOf(step as never))
            step = next
          }
          expect(step).toBe('success')
        },
      ),
    )
  })
})

describe('the steps a shopper may be shown', () => {
  it('sends a guest asking for a complete-profile step to lookup', () => {
    expect(allowedStep('mobile', null)).toBe('lookup')
    expect(allowedStep('signup', null)).toBe('signup')
  })

  it('sends a signed-in shopper asking for lookup, sign-in or sign-up to where their flow starts', () => {
    expect(allowedStep('lookup', { ...complete, phone: '' })).toBe('mobile')
    expect(allowedStep('signin', complete)).toBe('profile')
  })

  it('does not offer the loyalty programme to a member', () => {
    expect(allowedStep('non-loyalty', { ...complete, loyaltyMember: true })).toBe('welcome')
    expect(allowedStep('non-loyalty', complete)).toBe('non-loyalty')
  })

  it('reads only known steps from the URL', () => {
    expect(stepOf('mobile')).toBe('mobile')
    expect(stepOf('admin')).toBeNull()
    expect(stepOf(null)).toBeNull()
  })
})

describe('pre-filling an email and choosing a sign-up variant from a link', () => {
  it('keeps a valid email, normalised, and drops anything else', () => {
    expect(prefillEmail(' Ana@Example.com ')).toBe('ana@example.com')
    expect(prefillEmail('"><script>alert(1)</script>')).toBe('')
    expect(prefillEmail('not-an-email')).toBe('')
    expect(prefillEmail(null)).toBe('')
    expect(prefillEmail(`${'a'.repeat(300)}@example.com`)).toBe('')
  })

  it('reads the loyalty and simplified variants, and the full form for anything else', () => {
    expect(signUpVariantOf('loyalty')).toBe('loyalty')
    expect(signUpVariantOf('simplified')).toBe('simplified')
    expect(signUpVariantOf('admin')).toBe('full')
    expect(signUpVariantOf(null)).toBe('full')
  })
})
