/**
 * The issuer's 3-D Secure challenge, framed in the shop's dialog: a one-time code (1234 passes; one attempt), Submit
 * and Cancel. Submitting posts the form to the provider, which records the outcome and answers a page that hands
 * the shop the `threeDSResult` by `postMessage`, to the shop origin only. The page's script (browser/challenge.ts)
 * puts focus in the code field when the shop's dialog focuses the frame, tells the shop of Escape, and cancels
 * when the shop says the shopper left.
 */
import type { Context } from 'hono'
import { html } from 'hono/html'
import { postChallengeResult, runChallengePage } from '../browser/challenge'
import type { ShopperOutcome } from '../db/payments'
import { renderDocument, serialisedCall } from './document'
import { formatAmount, type PageLanguage, type PageMessages } from './messages'

export const CHALLENGE_PATH = '/checkoutshopper/threeds2/challenge'

export interface ChallengePageOptions {
  token: string
  parentOrigin: string
  language: PageLanguage
  messages: PageMessages
  amount: { currency: string; value: number }
  locale: string | null
}

export function renderChallengePage(c: Context, options: ChallengePageOptions) {
  const { messages: m } = options
  return renderDocument(c, {
    title: m.challengeTitle,
    lang: options.language,
    frameAncestors: [options.parentOrigin],
    body: html`<main class="page">
<h1>${m.challengeTitle}</h1>
<p>${m.amount}: <span class="amount">${formatAmount(options.amount.value, options.amount.currency, options.locale)}</span></p>
<p id="challenge-intro">${m.challengeIntro} ${m.oneAttempt}</p>
<p class="demo">${m.challengeDemoHint}</p>
<form method="post" action="${CHALLENGE_PATH}">
  <input type="hidden" name="token" value="${options.token}">
  <input type="hidden" name="origin" value="${options.parentOrigin}">
  <div class="field">
    <label for="code">${m.oneTimeCode}</label>
    <input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="8"
      aria-describedby="challenge-intro">
  </div>
  <div class="actions">
    <button type="submit" name="action" value="submit">${m.submit}</button>
    <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${m.cancel}</button>
  </div>
</form>
</main>`,
    script: serialisedCall(runChallengePage, { parentOrigin: options.parentOrigin }),
  })
}

export function renderChallengeResultPage(
  c: Context,
  options: {
    parentOrigin: string
    language: PageLanguage
    messages: PageMessages
    outcome: ShopperOutcome
    threeDSResult: string
  },
) {
  const { messages: m } = options
  const text =
    options.outcome === 'approved'
      ? m.challengeApproved
      : options.outcome === 'cancelled'
        ? m.challengeCancelled
        : m.challengeFailed
  return renderDocument(c, {
    title: m.challengeTitle,
    lang: options.language,
    frameAncestors: [options.parentOrigin],
    body: html`<main class="page"><h1>${m.challengeTitle}</h1><p role="status">${text}</p></main>`,
    script: serialisedCall(postChallengeResult, {
      parentOrigin: options.parentOrigin,
      threeDSResult: options.threeDSResult,
    }),
  })
}
