import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validatePickupPerson } from '../../shared/account/address'
import { nameProblem } from '../../shared/account/sign-up'
import { validateEventRegistration } from '../../shared/content/engagement'
import { CONTACT_NAME_MAX, CONTACT_NAME_MIN, checkContact } from '../../shared/help/contact'
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, nameRuleProblem } from '../../shared/validation'

const letters = fc.constantFrom(...'aAéÉøßżŁ')

describe('the shop’s one name rule (spec 1 §9: names 2–30 characters)', () => {
  it('takes 2 to 30 name characters and refuses every other length', () => {
    fc.assert(
      fc.property(fc.array(letters, { minLength: 1, maxLength: 60 }), (chars) => {
        const name = chars.join('')
        const fits = chars.length >= NAME_MIN_LENGTH && chars.length <= NAME_MAX_LENGTH
        expect(nameRuleProblem(name)).toBe(fits ? null : 'length')
      }),
    )
  })

  it('says what is wrong: nothing typed, the length, or a character a name does not have', () => {
    expect(nameRuleProblem('   ')).toBe('required')
    expect(nameRuleProblem(' A ')).toBe('length')
    expect(nameRuleProblem('R2-D2')).toBe('characters')
    expect(nameRuleProblem('Zoë O’Neil-Díaz')).toBeNull()
  })

  it('is the same in sign-up, the contact form, the pickup person and the event registration', () => {
    const long = 'x'.repeat(31)
    expect([NAME_MIN_LENGTH, NAME_MAX_LENGTH]).toEqual([2, 30])
    expect([CONTACT_NAME_MIN, CONTACT_NAME_MAX]).toEqual([NAME_MIN_LENGTH, NAME_MAX_LENGTH])
    expect(nameProblem(long, 'signUp.error.firstNameRequired')).toBe('signUp.error.nameLength')
    expect(
      checkContact({ name: long, email: '', category: '', subject: '', orderNumber: '', message: '' }, [])
        .problems.name?.key,
    ).toBe('contact.error.nameLength')
    const pickup = validatePickupPerson({ firstName: long, lastName: 'Lee', email: 'sam@example.com' })
    expect(pickup.ok ? null : pickup.errors.firstName).toEqual({
      key: 'address.error.tooLong',
      params: { max: 30 },
    })
    const event = { startDate: '2026-11-06', endDate: '2026-11-06', enablePlusOne: true }
    expect(validateEventRegistration({ firstName: long }, event).firstName).toBe('nameLength')
  })
})
