/**
 * The 3-D Secure challenge in the browser. Serialised into its pages with `toString` (pages/challenge.ts), so each
 * function is self-contained. Both talk to the shop that framed the challenge only: messages from any other origin
 * or window are ignored, and every message goes to that origin (never `*`).
 *
 * - `runChallengePage`, on the page with the code: the code field takes focus whenever the frame does (the shop
 *   focuses the frame as its dialog opens: a page cannot focus into a frame of another origin), Escape is told to
 *   the shop (its dialog asks before leaving), and the shop may ask the page to cancel (the shopper left).
 * - `postChallengeResult`, on the page after it: hands the result to the shop.
 */

export interface ChallengePageConfig {
  /** The shop origin that framed the challenge (checked against the allow-list by the server). */
  parentOrigin: string
}

export interface ChallengeResultConfig {
  /** The shop origin that framed the challenge (checked against the allow-list by the server). */
  parentOrigin: string
  threeDSResult: string
}

/** What the challenge posts to the shop. */
export type ChallengeMessage =
  | { type: 'threeDS2Result'; threeDSResult: string }
  /** Escape was pressed in the challenge. */
  | { type: 'challengeEscape' }

/** What the shop may post to the challenge page. */
export type ShopChallengeMessage = { type: 'challengeFocus' } | { type: 'challengeCancel' }

export function runChallengePage(config: ChallengePageConfig): void {
  if (window.parent === window) return
  const code = document.getElementById('code')
  const cancel = document.querySelector<HTMLButtonElement>('button[value="cancel"]')
  const focusCode = () => {
    const active = document.activeElement
    if (code instanceof HTMLInputElement && (!active || active === document.body)) code.focus()
  }
  window.addEventListener('focus', focusCode)
  if (document.hasFocus()) focusCode()
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    const message: ChallengeMessage = { type: 'challengeEscape' }
    window.parent.postMessage(message, config.parentOrigin)
  })
  window.addEventListener('message', (event) => {
    if (event.origin !== config.parentOrigin || event.source !== window.parent) return
    const type = (event.data as { type?: unknown } | null)?.type
    if (type === 'challengeFocus') focusCode()
    else if (type === 'challengeCancel') cancel?.click()
  })
}

export function postChallengeResult(config: ChallengeResultConfig): void {
  if (window.parent === window) return
  const message: ChallengeMessage = { type: 'threeDS2Result', threeDSResult: config.threeDSResult }
  window.parent.postMessage(message, config.parentOrigin)
}

/** What the pay-later page, framed by the shop, posts to it. */
export type PayLaterMessage =
  | { type: 'payLaterResult'; redirectResult: string }
  /** Escape was pressed in the page. */
  | { type: 'challengeEscape' }

export interface PayLaterResultConfig {
  parentOrigin: string
  redirectResult: string
}

/**
 * The pay-later page framed in the shop's dialog: Escape is told to the shop, and the shop may ask it to cancel
 * (the shopper closed the dialog), which declines the payment. Its decision's page hands the result to the shop
 * with `postPayLaterResult` instead of the redirect a full page gets.
 */
export function runPayLaterPage(config: ChallengePageConfig): void {
  if (window.parent === window) return
  const decline = document.querySelector<HTMLButtonElement>('button[value="decline"]')
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    const message: PayLaterMessage = { type: 'challengeEscape' }
    window.parent.postMessage(message, config.parentOrigin)
  })
  window.addEventListener('message', (event) => {
    if (event.origin !== config.parentOrigin || event.source !== window.parent) return
    const type = (event.data as { type?: unknown } | null)?.type
    if (type === 'challengeFocus')
      document.querySelector<HTMLButtonElement>('button[value="approve"]')?.focus()
    else if (type === 'challengeCancel') decline?.click()
  })
}

export function postPayLaterResult(config: PayLaterResultConfig): void {
  if (window.parent === window) return
  const message: PayLaterMessage = { type: 'payLaterResult', redirectResult: config.redirectResult }
  window.parent.postMessage(message, config.parentOrigin)
}
