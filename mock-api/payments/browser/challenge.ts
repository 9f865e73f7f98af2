/**
 * The 3-D Secure challenge's last step in the browser: hand the result to the shop that framed the challenge,
 * and only to it. Serialised into the page with `toString` (pages/challenge.ts), so self-contained.
 */

export interface ChallengeResultConfig {
  /** The shop origin that framed the challenge (checked against the allow-list by the server). */
  parentOrigin: string
  threeDSResult: string
}

/** What the challenge posts to the shop. */
export interface ThreeDS2ResultMessage {
  type: 'threeDS2Result'
  threeDSResult: string
}

export function postChallengeResult(config: ChallengeResultConfig): void {
  if (window.parent === window) return
  const message: ThreeDS2ResultMessage = { type: 'threeDS2Result', threeDSResult: config.threeDSResult }
  window.parent.postMessage(message, config.parentOrigin)
}
