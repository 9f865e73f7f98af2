/**
 * The card fields page (`kind=card`: number, expiry, security code, name; `kind=giftcard`: number and PIN), framed
 * by the shop's checkout. Its behaviour is `browser/fields.ts`, given the card rules of `card.ts`.
 */
import type { Context } from 'hono'
import { html } from 'hono/html'
import { runFieldsPage } from '../browser/fields'
import {
  brandOf,
  CARD_BRANDS,
  expiryProblem,
  GIFT_CARD_NUMBER,
  GIFT_CARD_PIN,
  groupDigits,
  luhnValid,
} from '../card'
import { renderDocument, serialisedCall } from './document'
import type { PageLanguage, PageMessages } from './messages'

/** The encrypt endpoint the page posts the raw values to, on its own origin. */
export const ENCRYPT_PATH = '/checkoutshopper/v1/encrypt'

const error = (id: string) => html`<p id="${id}-error" class="error" hidden></p>`

function cardFields(m: PageMessages) {
  return html`<div class="field">
  <label for="number">${m.cardNumber}</label>
  <div class="input-row">
    <input id="number" name="number" type="text" inputmode="numeric" autocomplete="cc-number" spellcheck="false"
      autocorrect="off" autocapitalize="off" maxlength="23" required aria-invalid="false"
      aria-describedby="number-brand number-error">
    <span id="number-brand" class="brand" aria-live="polite"></span>
  </div>
  ${error('number')}
</div>
<div class="row">
  <div class="field">
    <label for="expiry">${m.expiryDate}</label>
    <span id="expiry-hint" class="hint">${m.expiryHint}</span>
    <input id="expiry" name="expiry" type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="5"
      required aria-invalid="false" aria-describedby="expiry-hint expiry-error">
    ${error('expiry')}
  </div>
  <div class="field">
    <label for="securityCode">${m.securityCode}</label>
    <span id="securityCode-hint" class="hint">${m.securityCodeHint3}</span>
    <input id="securityCode" name="securityCode" type="text" inputmode="numeric" autocomplete="cc-csc"
      maxlength="3" required aria-invalid="false" aria-describedby="securityCode-hint securityCode-error">
    ${error('securityCode')}
  </div>
</div>
<div class="field">
  <label for="holderName">${m.holderName} <span class="optional">${m.optional}</span></label>
  <input id="holderName" name="holderName" type="text" autocomplete="cc-name" spellcheck="false"
    autocapitalize="words" maxlength="100" aria-invalid="false" aria-describedby="holderName-error">
  ${error('holderName')}
</div>`
}

function giftCardFields(m: PageMessages) {
  return html`<div class="field">
  <label for="number">${m.giftCardNumber}</label>
  <input id="number" name="number" type="text" inputmode="numeric" autocomplete="off" spellcheck="false"
    maxlength="23" required aria-invalid="false" aria-describedby="number-error">
  ${error('number')}
</div>
<div class="field">
  <label for="pin">${m.pin}</label>
  <input id="pin" name="pin" type="text" inputmode="numeric" autocomplete="off" spellcheck="false" maxlength="8"
    required aria-invalid="false" aria-describedby="pin-error">
  ${error('pin')}
</div>`
}

export interface FieldsPageOptions {
  kind: 'card' | 'giftcard'
  /** The allowed shop origin that frames the page. */
  parentOrigin: string
  language: PageLanguage
  messages: PageMessages
}

export function renderFieldsPage(c: Context, options: FieldsPageOptions) {
  const { kind, parentOrigin, language, messages: m } = options
  const title = kind === 'card' ? m.cardTitle : m.giftCardTitle
  const script = serialisedCall(
    runFieldsPage,
    {
      kind,
      parentOrigin,
      encryptPath: ENCRYPT_PATH,
      brands: CARD_BRANDS,
      giftCardNumberPattern: GIFT_CARD_NUMBER.source,
      giftCardPinPattern: GIFT_CARD_PIN.source,
      messages: {
        numberEmpty: m.numberEmpty,
        numberInvalid: m.numberInvalid,
        numberUnsupported: m.numberUnsupported,
        expiryInvalid: m.expiryInvalid,
        expiryExpired: m.expiryExpired,
        securityCode3: m.securityCode3,
        securityCode4: m.securityCode4,
        securityCodeHint3: m.securityCodeHint3,
        securityCodeHint4: m.securityCodeHint4,
        giftCardNumberInvalid: m.giftCardNumberInvalid,
        pinInvalid: m.pinInvalid,
      },
    },
    { brandOf, luhnValid, groupDigits, expiryProblem },
  )
  return renderDocument(c, {
    title,
    lang: language,
    body: html`<form id="fields" novalidate aria-label="${title}">
${kind === 'card' ? cardFields(m) : giftCardFields(m)}
</form>`,
    script,
    frameAncestors: [parentOrigin],
    connectSelf: true,
  })
}
