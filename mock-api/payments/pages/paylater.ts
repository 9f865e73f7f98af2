/**
 * The pay-later provider's hosted page, a full page the shopper is redirected to: the order's amount and two
 * plain forms, Approve and Decline, that work without JavaScript. The provider records the decision (the payment's
 * final result) and redirects to the payment's `returnUrl` with `redirectResult` added.
 *
 * Opened with `origin` (an allowed shop origin), it is the same page framed in the shop's dialog: the forms carry the
 * origin, and the decision's page hands `redirectResult` to the shop by `postMessage` (to that origin only) instead
 * of redirecting; the shop may ask it to cancel, which declines.
 */
import type { Context } from 'hono'
import { html } from 'hono/html'
import { postPayLaterResult, runPayLaterPage } from '../browser/challenge'
import type { PaymentRow } from '../db/payments'
import { renderDocument, serialisedCall } from './document'
import { formatAmount, type PageLanguage, type PageMessages } from './messages'

export const PAY_LATER_PATH = '/checkoutshopper/paylater'

export function renderPayLaterPage(
  c: Context,
  options: {
    token: string
    payment: PaymentRow
    language: PageLanguage
    messages: PageMessages
    /** The shop origin framing the page; null for the full page. */
    parentOrigin: string | null
  },
) {
  const { messages: m, payment, parentOrigin } = options
  const returnOrigin = new URL(payment.return_url).origin
  const framed = parentOrigin ? html`<input type="hidden" name="origin" value="${parentOrigin}">` : ''
  return renderDocument(c, {
    title: m.payLaterTitle,
    lang: options.language,
    frameAncestors: parentOrigin ? [parentOrigin] : [],
    ...(parentOrigin ? { script: serialisedCall(runPayLaterPage, { parentOrigin }) } : {}),
    // The decision's redirect goes to the shop; CSP's form-action covers a form's redirects too.
    formTargets: [returnOrigin],
    body: html`<main class="page">
<h1>${m.payLaterTitle}</h1>
<p>${m.order} ${payment.merchant_reference}</p>
<p>${m.amount}: <span class="amount">${formatAmount(payment.value, payment.currency, payment.shopper_locale)}</span></p>
<p>${m.payLaterIntro}</p>
<p class="demo">${m.payLaterDemo}</p>
<div class="actions">
  <form method="post" action="${PAY_LATER_PATH}">
    <input type="hidden" name="token" value="${options.token}">${framed}
    <button type="submit" name="decision" value="approve">${m.approve}</button>
  </form>
  <form method="post" action="${PAY_LATER_PATH}">
    <input type="hidden" name="token" value="${options.token}">${framed}
    <button type="submit" name="decision" value="decline" class="secondary">${m.decline}</button>
  </form>
</div>
</main>`,
  })
}

/** The framed page's decision: said, and handed to the shop that framed it. */
export function renderPayLaterResultPage(
  c: Context,
  options: {
    parentOrigin: string
    language: PageLanguage
    messages: PageMessages
    approved: boolean
    redirectResult: string
  },
) {
  const { messages: m } = options
  return renderDocument(c, {
    title: m.payLaterTitle,
    lang: options.language,
    frameAncestors: [options.parentOrigin],
    body: html`<main class="page"><h1>${m.payLaterTitle}</h1><p role="status">${
      options.approved ? m.challengeApproved : m.challengeCancelled
    }</p></main>`,
    script: serialisedCall(postPayLaterResult, {
      parentOrigin: options.parentOrigin,
      redirectResult: options.redirectResult,
    }),
  })
}
