import { describe, expect, it } from 'vitest'
import { ERROR_ACTIONS, NOTICE_PLACEMENTS } from '../../shared/api-contract'
import {
  ERROR_CATALOGUE,
  REWARD_CODE_ERRORS,
  REWARD_CODE_PLACEMENT_ERRORS,
  resolveError,
  STATUS_OF_KIND,
} from '../../shared/error-catalogue'
import { de } from '../../shared/i18n/messages/de'
import { en } from '../../shared/i18n/messages/en'
import { es } from '../../shared/i18n/messages/es'
import { fr } from '../../shared/i18n/messages/fr'
import { it as italian } from '../../shared/i18n/messages/it'
import { nl } from '../../shared/i18n/messages/nl'

/**
 * Every error id spec 1 §8 lists, copied from the spec: the symbolic ids the checkout and cart handle, the extra
 * informational messages, the cart's flash codes, and the server codes by area.
 */
const SPEC_SYMBOLIC_IDS = [
  'ITEM_NOT_AVAILABLE',
  'NO_PRICE',
  'INVALID_PRICE',
  'INVALID_CUSTOMER',
  'CART_NOT_FOUND',
  'ITEM_OOS',
  'ITEMS_OOS',
  'ADDED_MAX_QUANTITY',
  'GWP_PRODUCT',
  'PAYMENT_ERROR',
  'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
  'CANT_SHIP_THERE',
  'GC_INVALID2',
  'GC_ALREADY_APPLIED',
  'GC_NOT_ALLOWED',
  'GC_ZERO_BALANCE',
  'ITEM_NO_LONGER_AVAILABLE',
  'CC_EXPIRY_DATE_INVALID',
  'PAYMENT_INSTRUMENT_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'SHIPPING_POBOX_UNAVAILABLE',
  'SOME_PRODUCTS_NO_INVENTORY',
  'DUPLICATED_TOKEN',
  'LOGIN_IN_USE',
  'PHONE_NUMBER_ALREADY_IN_USE',
  'MISSING_BIRTHDATE',
  'ProductItemMaxQuantity',
  'ProductItemRequired',
  'ProductLineItemInventoryMissing',
  'ProductItemNotAvailable',
  'ProductLineItemFullInventoryMissing',
  'InvalidShippingAddress',
]

const SPEC_SERVER_CODES = {
  auth: 'AUT498 AUT401 AUT418 AUT437 AUT438 AUT439 PRO400 AUT440 AUT450 AUT451 AUT452 AUT453 AUT423 AUT441 AUT426 AUT444 AUT442 AUT409 AUT404 AUT500 AUT432 AUT402 AUT403 API400',
  priceAndCart: 'PRC400 ORD430 BSK404 ORD404 ORD415',
  order: 'ORD516 ORD517 ORD518 ORD409 OHS4004 ORD400',
  inventory: 'INV700 INV406 INV701 INV702 INV405 INV407 INV409 INV408',
  gifts: 'GFS800 GFO404 GFO405 GFC410 GFC799 GFC800 GFC700 GFC760 GFC812 GFC725 GFC740 GFC755 GFC400',
  shipping: 'SHP404 SHP500 SHP410 CHK380 CHK320 PAY401',
  payment: 'FE309 PYT402 PYT404 PYT300 PYT405 PYT406 BIL400 BILL410 PAY400 PYT400',
  tax: 'TAX309 TAX310',
  promo: 'PRM130 PRM160 PRM135 PRM140 PRM150 PRM155 PRM416 PRM175 GWP403',
  rewards: 'REW401 REW130 REW135 REW140',
  profile: 'PLP400 PRO412 PRO418 PRO414 PRO415 PRO404 FE340 FE872 CCA400 CCA401 CCN404 4044 PRO410 PRO411',
  general: 'GEN500 API404 API405 API406 API415 STR404 RTN500 ATTR100 ATTR200 ATTR300 REV410',
}

const SPEC_IDS = [
  ...SPEC_SYMBOLIC_IDS,
  ...Object.values(SPEC_SERVER_CODES).flatMap((codes) => codes.split(' ')),
]

const LANGUAGES = { en, de, es, fr, it: italian, nl }

describe('the error catalogue', () => {
  it('has an entry for every error id of spec 1 §8', () => {
    expect(new Set(SPEC_IDS).size, 'no id listed twice').toBe(SPEC_IDS.length)
    expect(SPEC_IDS.filter((id) => !Object.hasOwn(ERROR_CATALOGUE, id))).toEqual([])
  })

  it('has a message in every shipped language for every entry', () => {
    for (const [id, entry] of Object.entries(ERROR_CATALOGUE)) {
      for (const [language, messages] of Object.entries(LANGUAGES)) {
        expect(messages[entry.key]?.trim(), `${id} in ${language}`).toBeTruthy()
      }
    }
  })

  it('names a known placement and action, and a field for every field message', () => {
    for (const [id, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(NOTICE_PLACEMENTS, id).toContain(entry.placement)
      if (entry.action !== undefined) expect(ERROR_ACTIONS, id).toContain(entry.action)
      expect(entry.placement === 'field', `${id} has a field exactly when it shows at one`).toBe(
        entry.field !== undefined,
      )
      expect(STATUS_OF_KIND[entry.kind], id).toBeGreaterThanOrEqual(400)
    }
  })

  it('places and acts as the spec says', () => {
    const where = (id: string) => {
      const { placement, action, field } = resolveError(id, '')
      return { placement, action, field }
    }
    // Item-level notices.
    for (const id of ['ITEM_NOT_AVAILABLE', 'NO_PRICE', 'INVALID_PRICE', 'ORD404', 'INV702', 'PRC400'])
      expect(where(id).placement, id).toBe('item')
    // Gift-card refusals show at the gift-card input.
    for (const id of ['GC_INVALID2', 'GC_ALREADY_APPLIED', 'GC_NOT_ALLOWED', 'GC_ZERO_BALANCE', 'GFC740'])
      expect(where(id).placement, id).toBe('giftCard')
    // Top notices, without a pop-up.
    for (const id of [
      'PAYMENT_ERROR',
      'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
      'CANT_SHIP_THERE',
      'CC_EXPIRY_DATE_INVALID',
      'PAYMENT_INSTRUMENT_NOT_FOUND',
      'ADDRESS_NOT_FOUND',
      'SHIPPING_POBOX_UNAVAILABLE',
      'SOME_PRODUCTS_NO_INVENTORY',
      'PAY400',
    ])
      expect(where(id).placement, id).toBe('top')
    expect(where('INVALID_CUSTOMER').action).toBe('reauthenticate')
    expect(where('AUT498').action).toBe('reauthenticate')
    expect(where('CART_NOT_FOUND').action).toBe('recreateCart')
    expect(where('BSK404').action).toBe('recreateCart')
    expect(where('ITEM_NO_LONGER_AVAILABLE').action).toBe('reloadCart')
    expect(where('DUPLICATED_TOKEN').action).toBe('retry')
    expect(where('AUT409').action).toBe('retry')
    expect(where('MISSING_BIRTHDATE')).toEqual({
      placement: 'field',
      action: 'revalidateForm',
      field: 'birthDate',
    })
    for (const id of ['ProductLineItemInventoryMissing', 'ProductItemNotAvailable', 'InvalidShippingAddress'])
      expect(where(id).action, `${id} is a flash code`).not.toBeNull()
    expect(where('LOGIN_IN_USE')).toMatchObject({ placement: 'field', field: 'email' })
    expect(where('AUT439')).toMatchObject({ placement: 'field', field: 'email' })
    expect(where('PHONE_NUMBER_ALREADY_IN_USE')).toMatchObject({ placement: 'field', field: 'phone' })
    expect(where('PRM155')).toMatchObject({ placement: 'field', field: 'coupon' })
  })

  it('shows the server’s message for an id it does not know, and for a card that is already saved', () => {
    expect(resolveError('XYZ123', 'The server says so', 422)).toMatchObject({
      key: null,
      serverMessage: 'The server says so',
      placement: 'top',
      kind: 'refused',
      action: null,
    })
    expect(resolveError('PYT300', 'This card is already on your account').key).toBeNull()
    expect(resolveError('PYT300', '').key).toBe('error.cardExists')
  })

  it('names the maximum quantity only when the server gave one, else the generic message', () => {
    expect(resolveError('ADDED_MAX_QUANTITY', 'You can add up to 4 of this item')).toMatchObject({
      key: 'error.maxQuantity',
      max: '4',
    })
    expect(resolveError('ADDED_MAX_QUANTITY', 'Too many').key).toBe('error.generic')
  })
})

describe('a reward code’s refusals (decision 029)', () => {
  const catalogues = { REWARD_CODE_ERRORS, REWARD_CODE_PLACEMENT_ERRORS }

  it('word the promotion ids for the reward code input, in every shipped language, and only spec ids', () => {
    for (const [name, catalogue] of Object.entries(catalogues)) {
      for (const [id, entry] of Object.entries(catalogue)) {
        expect(Object.hasOwn(ERROR_CATALOGUE, id), `${name} ${id} is a spec id`).toBe(true)
        expect([entry.placement, entry.field], `${name} ${id}`).toEqual(['field', 'rewardCode'])
        expect(entry.key.startsWith('reward.error.'), `${name} ${id}`).toBe(true)
        if (entry.action !== undefined) expect(ERROR_ACTIONS, id).toContain(entry.action)
        for (const [language, messages] of Object.entries(LANGUAGES))
          expect(messages[entry.key]?.trim(), `${name} ${id} in ${language}`).toBeTruthy()
      }
    }
  })

  it('leaves the coupon’s wording of the same ids alone, and falls back to the main catalogue', () => {
    expect(resolveError('PRM150', '').field).toBe('coupon')
    expect(resolveError('PRM150', '', 409, REWARD_CODE_ERRORS)).toMatchObject({
      key: 'reward.error.redeemed',
      field: 'rewardCode',
      kind: 'conflict',
    })
    expect(resolveError('PRM150', '', 409, REWARD_CODE_PLACEMENT_ERRORS)).toMatchObject({
      key: 'reward.error.spentMeanwhile',
      action: 'reloadCart',
    })
    expect(resolveError('PAY400', '', 422, REWARD_CODE_ERRORS).key).toBe('error.payment')
  })
})
