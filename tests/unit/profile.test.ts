import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PHONE_COUNTRIES } from '../../shared/account/phone-countries'
import type { AccountProfile, ProfileContext, ProfileForm, SavedAddress } from '../../shared/account/profile'
import {
  addressesOfType,
  addressTypeOfId,
  asksGender,
  checkProfile,
  INTERESTS,
  isDeletable,
  isInterestList,
  joinInterests,
  mainAddressOf,
  parseInterests,
} from '../../shared/account/profile'

const NOW = new Date('2026-11-24T09:45:00Z')
const US = {
  country: 'US',
  region: 'NA' as const,
  phoneCountries: PHONE_COUNTRIES,
  dateFormat: 'MM/DD/YYYY' as const,
  now: NOW,
  birthDateRequired: false,
}
const DE = {
  country: 'DE',
  region: 'EMEA' as const,
  phoneCountries: PHONE_COUNTRIES,
  dateFormat: 'DD/MM/YYYY' as const,
  now: NOW,
  birthDateRequired: false,
}

const FORM: ProfileForm = {
  firstName: 'Ana',
  lastName: 'Silva',
  birthDate: '',
  phone: '',
  postalCode: '',
  gender: '',
  interests: [],
  preferredShoeSize: '',
}

describe('interests', () => {
  it('are kept as known names, each once, in the list’s order, joined by a pipe', () => {
    expect(joinInterests(['climbing', 'hiking', 'climbing', 'knitting'])).toBe('hiking|climbing')
    expect(joinInterests([])).toBe('')
    expect(parseInterests('running|nothing|hiking')).toEqual(['hiking', 'running'])
    expect(parseInterests(null)).toEqual([])
  })

  it('read back what they were written as, for any choice of them', () => {
    fc.assert(
      fc.property(fc.subarray([...INTERESTS]), fc.array(fc.constantFrom(...INTERESTS)), (chosen, repeats) => {
        const written = joinInterests([...repeats, ...chosen, ...repeats.slice(0, 1)])
        expect(isInterestList(written)).toBe(true)
        expect(joinInterests(parseInterests(written))).toBe(written)
        expect(new Set(parseInterests(written))).toEqual(new Set([...chosen, ...repeats]))
      }),
    )
  })

  it('as a list the service takes: empty, or known names each once', () => {
    expect(isInterestList('')).toBe(true)
    expect(isInterestList('snow|travel')).toBe(true)
    expect(isInterestList('snow|snow')).toBe(false)
    expect(isInterestList('snow|')).toBe(false)
    expect(isInterestList('Snow')).toBe(false)
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (isInterestList(text))
          expect(joinInterests(parseInterests(text)).split('|').sort()).toEqual(text.split('|').sort())
      }),
    )
  })
})

describe('the profile rules', () => {
  it('accepts a full form and sends it on tidied: names, ISO birth date, national phone, postal code', () => {
    const { update, problems } = checkProfile(
      {
        ...FORM,
        firstName: '  Ana  Maria ',
        birthDate: '07/21/1988',
        phone: '+1 (206) 555-0142',
        postalCode: '98101-1234',
        interests: ['running', 'hiking'],
        preferredShoeSize: '9',
      },
      US,
    )
    expect(problems).toEqual({})
    expect(update).toEqual({
      details: {
        firstName: 'Ana Maria',
        lastName: 'Silva',
        birthDate: '1988-07-21',
        phone: '2065550142',
        postalCode: '98101-1234',
      },
      preferences: { interests: 'hiking|running', preferredShoeSize: '9' },
    })
  })

  it('skips the basic details when every one is empty, and checks only the preferences then', () => {
    const empty = { ...FORM, firstName: ' ', lastName: '', interests: ['snow'], preferredShoeSize: '13' }
    expect(checkProfile(empty, US)).toEqual({
      update: { details: null, preferences: { interests: 'snow', preferredShoeSize: '13' } },
      problems: {},
    })
    // Nothing on file is taken away by a skipped update, a birth date included.
    expect(checkProfile(empty, { ...US, birthDateRequired: true }).update.details).toBeNull()
    expect(checkProfile({ ...empty, preferredShoeSize: '14' }, US).problems).toEqual({
      preferredShoeSize: { key: 'profile.error.shoeSize' },
    })
  })

  it('checks every basic field once one is given', () => {
    const { problems } = checkProfile(
      { ...FORM, firstName: '', lastName: 'S1lva', phone: '12', postalCode: 'K1A' },
      US,
    )
    expect(problems).toEqual({
      firstName: { key: 'signUp.error.firstNameRequired' },
      lastName: { key: 'signUp.error.name' },
      phone: { key: 'signUp.error.phone', params: { example: '(206) 555-0110' } },
      postalCode: { key: 'address.error.zipCode', params: { example: '12345' } },
    })
  })

  it('holds the birth date to sign-up’s rule, and requires one that is on file', () => {
    const birth = (birthDate: string, context: ProfileContext = US) =>
      checkProfile({ ...FORM, birthDate }, context).problems.birthDate
    expect(birth('2015-11-25')).toEqual({ key: 'profile.error.tooYoung', params: { age: 13 } })
    expect(birth('2013-11-24')).toBeUndefined()
    expect(birth('2027-01-01')).toEqual({ key: 'signUp.error.birthDateFuture' })
    expect(birth('31/02/1990', DE)).toEqual({ key: 'signUp.error.birthDate' })
    expect(birth('2010-11-25', DE)).toEqual({ key: 'profile.error.tooYoung', params: { age: 16 } })
    expect(birth('2010-11-24', DE)).toBeUndefined()
    expect(birth('')).toBeUndefined()
    expect(birth('', { ...US, birthDateRequired: true })).toEqual({ key: 'signUp.error.birthDateRequired' })
  })

  it('asks gender only where the shop’s country asks it, from its list', () => {
    expect(asksGender('DE')).toBe(true)
    expect(asksGender('us')).toBe(false)
    expect(checkProfile({ ...FORM, gender: 'FEMALE' }, DE).update.details?.gender).toBe('FEMALE')
    expect(checkProfile({ ...FORM, gender: '' }, DE).update.details?.gender).toBeNull()
    expect(checkProfile({ ...FORM, gender: 'X' }, DE).problems.gender).toEqual({
      key: 'profile.error.gender',
    })
    // Where it is not asked, the update leaves what is on file.
    expect(checkProfile({ ...FORM, gender: 'X' }, US).update.details).not.toHaveProperty('gender')
  })

  it('reads the German postal code and a German mobile number written internationally', () => {
    const { update, problems } = checkProfile({ ...FORM, phone: '+49 151 2345678', postalCode: '10115' }, DE)
    expect(problems).toEqual({})
    expect(update.details).toMatchObject({ phone: '01512345678', postalCode: '10115' })
  })
})

const address = (id: string, main: boolean): SavedAddress => ({
  id,
  type: id.startsWith('S') ? 'S' : 'B',
  main,
  firstName: 'Ana',
  lastName: 'Silva',
  addressLine1: id,
  addressLine2: '',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  country: 'US',
  phone: '2065550110',
  phoneCode: '1',
})

describe('the address book', () => {
  it('knows an address’s type by its id’s first character', () => {
    expect(addressTypeOfId('S-123')).toBe('S')
    expect(addressTypeOfId('B-123')).toBe('B')
    expect(addressTypeOfId('X-123')).toBeNull()
    expect(addressTypeOfId('')).toBeNull()
  })

  it('lists each type with its main address first, the rest in the order given', () => {
    const book = [address('S-1', false), address('B-1', true), address('S-2', true), address('S-3', false)]
    expect(addressesOfType(book, 'S').map((entry) => entry.id)).toEqual(['S-2', 'S-1', 'S-3'])
    expect(mainAddressOf(book, 'B')?.id).toBe('B-1')
    expect(mainAddressOf([address('S-1', false)], 'S')).toBeNull()
  })

  it('lets any shipping address go, and a billing address only while there is another', () => {
    const one = [address('B-1', true), address('S-1', true)]
    expect(isDeletable(one, address('S-1', true))).toBe(true)
    expect(isDeletable(one, address('B-1', true))).toBe(false)
    const two: AccountProfile['addresses'] = [...one, address('B-2', false)]
    expect(isDeletable(two, address('B-1', true))).toBe(true)
  })
})
