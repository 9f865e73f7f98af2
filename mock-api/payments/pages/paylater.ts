/**
 * The pay-later provider's hosted page, a full page the shopper is redirected to: the order's amount and two
 * plain forms, Approve and Decline, that work without JavaScript. The provider records the decision (the payment's
 * final result) and redirects to the payment's `returnUrl` with `redirectResult` added.
 */
import type { Context } from 'hono'
import { html } from 'hono/html'
import type { PaymentRow } from '../db/payments'
import { renderDocument } from './document'
import { formatAmount, type PageLanguage, type PageMessages } from './messages'

export const PAY_LATER_PATH = '/checkoutshopper/paylater'

export function renderPayLaterPage(
  c: Context,
  options: { token: string; payment: PaymentRow; language: PageLanguage; messages: PageMessages },
) {
  const { messages: m, payment } = options
  const returnOrigin = new URL(payment.return_url).origin
  return renderDocument(c, {
    title: m.payLaterTitle,
    lang: options.language,
    frameAncestors: [],
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
    <input type="hidden" name="token" value="${options.token}">
    <button type="submit" name="decision" value="approve">${m.approve}</button>
  </form>
  <form method="post" action="${PAY_LATER_PATH}">
    <input type="hidden" name="token" value="${options.token}">
    <button type="submit" name="decision" value="decline" class="secondary">${m.decline}</button>
  </form>
</div>
</main>`,
  })
}
