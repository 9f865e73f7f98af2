/**
 * Placing the order from the payment step, and finishing it after 3-D Secure: one attempt at a time, sent until its
 * outcome is known (`placement.ts`), then followed to the confirmation, or the challenge or the pay-later page in a
 * dialog over the step (closing the pay-later page declines it: nothing is charged and the bag stays). A
 * refused payment keeps the shopper on the step with a renewed cart (decision 066).
 */
import { useEffect, useRef, useState } from 'react'
import type { Cart } from '../../../../shared/bag/cart'
import { ApiRequestError, callApi, shopperMessage } from '../../../api'
import { newKey, useProviderFrame } from '../../provider-frame'
import { useCheckoutWords } from '../use-checkout-words'
import type { ChallengeKind, ChallengeResult } from './challenge-dialog'
import { notCarriedOver } from './names'
import { type Attempt, type PlacedAnswer, settleAttempt } from './placement'
import type { PaymentStepProps } from './props'

/** What the order's attempt is finishing: placing it, a challenge's or pay later's result, or a page left. */
type Finishing = 'placing' | 'challenge' | 'left' | 'leftPayLater'

/** Where the step stands with placing the order. */
type Phase = 'idle' | 'placing' | 'confirming' | 'unconfirmed'

/** A refusal shown at the top of the step, and the payments the new cart no longer has. */
interface Refusal {
  text: string
  lost: string[]
  /** Focus goes to the refusal (after a refused card or challenge), or stays on "Place order" (the shopper left). */
  focus: boolean
}

/** How long the step waits for the provider's page to confirm that the shopper left before going on without it. */
const leaveTimeoutMs = 10_000

/**
 * The placement's state and its actions. `method` is the shopper's choice (`CREDIT_CARD`, `PAY_LATER` or
 * `SAVED:{id}`); the card's fields are the provider's frame in `cardFrame`.
 */
export function usePlacement(props: PaymentStepProps, method: string, shopOrigin: string) {
  const { cart } = props
  const words = useCheckoutWords()
  const remaining = cart.totals.remainingToPay
  const [phase, setPhase] = useState<Phase>('idle')
  const [notice, setNotice] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<Refusal | null>(
    props.refusal ? { text: props.refusal, lost: [], focus: true } : null,
  )
  /** The provider's page in the dialog: the 3-D Secure challenge, or the pay-later page. */
  const [challenge, setChallenge] = useState<{ url: string; shown: boolean; kind: ChallengeKind } | null>(
    null,
  )
  const [rewardRefusal, setRewardRefusal] = useState<{ text: string } | null>(null)
  /** An order error the catalogue places in a persistent dialog (spec 1 §8: ORD409, OHS4004), until it is closed. */
  const [errorDialog, setErrorDialog] = useState<string | null>(null)
  // Counts the carts renewed after a refusal: a new key gives fresh, empty card fields for another card, and a
  // reward code entry without the old cart's "left to pay".
  const [renewals, setRenewals] = useState(0)
  /** The attempt whose outcome is not known yet: sent again as it is, never replaced while unsettled. */
  const attempt = useRef<Attempt | null>(null)
  const busy = useRef(false)
  const left = useRef<ReturnType<typeof setTimeout> | null>(null)
  const cardFrame = useRef<HTMLIFrameElement>(null)
  const placeButton = useRef<HTMLButtonElement>(null)
  const refusalRef = useRef<HTMLDivElement>(null)
  const card = useProviderFrame(cardFrame, props.providerOrigin, () => placeButton.current?.click())

  useEffect(() => {
    if (refusal?.focus) refusalRef.current?.focus()
  }, [refusal])

  useEffect(() => () => clearTimeout(left.current ?? undefined), [])

  /** Nothing is being sent any more: "Place order" usable again, or (`unconfirmed`) "Check again". */
  function ready(next: 'idle' | 'unconfirmed' = 'idle') {
    busy.current = false
    setPhase(next)
  }

  /** What a placed or finished order leads to: the confirmation, the challenge, or the pay-later page. */
  function follow(answer: PlacedAnswer) {
    if (answer.next) {
      window.location.assign(answer.next)
      return
    }
    const action = answer.order.action
    // The provider's page opens over the step, framed for this origin (the pay-later page too: without a script
    // the shopper is sent to it as a full page, and comes back by its redirect).
    if (action?.type === 'threeDS2' || action?.type === 'redirect')
      setChallenge({
        url: `${action.url}&origin=${encodeURIComponent(shopOrigin)}`,
        shown: true,
        kind: action.type === 'redirect' ? 'payLater' : 'threeDS',
      })
    else ready()
  }

  /**
   * A refused payment: the worker made the bag whole again in a new cart (same lines, addresses, delivery method and
   * reward code). The step reads it, says why at its top, and offers fresh card fields for another card. Payments
   * the old cart had and the new one lacks are named, so the shopper is never charged more without being told.
   */
  async function stayAfterRefusal(text: string, focus: boolean) {
    const before = cart.payments
    let renewed: Cart | null = null
    try {
      renewed = (await callApi<{ cart: Cart | null }>('/api/cart', { locale: props.locale })).cart
    } catch {
      // The refusal still says what happened; the step reads the cart again with the next change.
    }
    if (renewed) props.onCart(renewed)
    setRenewals((count) => count + 1)
    setRefusal({ text, lost: renewed ? notCarriedOver(before, renewed, words) : [], focus })
    ready()
  }

  /** A call that did not place the order: said where the shopper acts on it, the attempt kept while unsettled. */
  function failed(error: unknown, finishing: Finishing) {
    const message = shopperMessage(error, words.t('error.generic'))
    if (error instanceof ApiRequestError && (error.status === 0 || error.status >= 500)) {
      // No answer, or a failure: the order may or may not exist. The attempt stays, so pressing "Place order"
      // again sends the very same body and never pays twice.
      setNotice(error.status === 0 ? words.t('payment.timeout') : message)
      ready()
      return
    }
    attempt.current = null
    if (error instanceof ApiRequestError && error.fields.rewardCode) {
      // The reward code was spent by another order (or expired) meanwhile: the cart, still open, lost it. The
      // step stays, with the cart read again (what is left to pay) and the reason at the reward code input.
      void callApi<{ cart: Cart | null }>('/api/cart', { locale: props.locale })
        .then((answer) => {
          if (answer.cart) props.onCart(answer.cart)
        })
        .catch(() => undefined)
        .finally(() => setRewardRefusal({ text: message }))
      ready()
      return
    }
    if (error instanceof ApiRequestError && error.action === 'backToShipping') {
      ready()
      props.onRefused(message)
      return
    }
    if (error instanceof ApiRequestError && error.placement === 'popup') setErrorDialog(message)
    const refusedByBank = error instanceof ApiRequestError && error.errorId === 'PAY400'
    void stayAfterRefusal(
      finishing === 'left'
        ? words.t('payment.challengeLeft')
        : finishing === 'leftPayLater'
          ? words.t('payment.payLaterLeft')
          : finishing === 'challenge' && refusedByBank
            ? words.t('payment.challengeFailed')
            : message,
      finishing !== 'left' && finishing !== 'leftPayLater',
    )
  }

  /** Sends the current attempt until its outcome is known, and goes on from there. */
  async function run(finishing: Finishing) {
    const current = attempt.current
    if (!current) return
    setPhase('placing')
    try {
      const settled = await settleAttempt(current, {
        locale: props.locale,
        onConfirming: () => setPhase('confirming'),
      })
      if (settled.kind === 'unconfirmed') {
        ready('unconfirmed')
        return
      }
      attempt.current = null
      follow(settled.answer)
    } catch (error) {
      failed(error, finishing)
    }
  }

  async function place() {
    // A ref, not state: a double click reaches here twice before React renders the busy button. Unconfirmed, only
    // "Check again" sends (the same attempt).
    if (busy.current || phase === 'unconfirmed') return
    busy.current = true
    setNotice(null)
    setRefusal(null)
    setRewardRefusal(null)
    setPhase('placing')
    // An attempt whose outcome is unknown (a lost answer) is sent again as it was, whatever is on screen now.
    if (!attempt.current) {
      let payment: Record<string, unknown>
      let deviceFingerprint: string | undefined
      // Nothing left to pay (gift cards, a reward code): the order is placed without a card.
      if (remaining <= 0) payment = { code: 'GIFT_CARD' }
      else if (method === 'PAY_LATER') payment = { code: 'PAY_LATER' }
      else if (method.startsWith('SAVED:'))
        payment = { code: 'SAVED_CARD', id: method.slice('SAVED:'.length) }
      else {
        const answer = await card.encrypt()
        if (answer?.type !== 'encrypted') {
          setNotice(
            answer?.type === 'invalid' ? words.t('payment.checkCard') : words.t('payment.unavailable'),
          )
          ready()
          cardFrame.current?.focus()
          return
        }
        payment = {
          code: 'CREDIT_CARD',
          paymentMethod: answer.paymentMethod,
          brand: answer.brand,
          lastFour: answer.lastFour,
        }
        deviceFingerprint = answer.riskData?.clientData
      }
      attempt.current = {
        path: '/api/checkout/orders',
        // What the shopper sees now: the order is refused, never charged, when the cart's total is no longer that.
        json: {
          payment,
          idempotencyKey: newKey(),
          expected: { total: cart.totals.total, tax: cart.totals.tax },
          ...(deviceFingerprint ? { deviceFingerprint } : {}),
        },
      }
    }
    await run(attempt.current.path === '/api/checkout/orders' ? 'placing' : 'challenge')
  }

  /** "Check again": the unsettled attempt, sent as it was. */
  function checkAgain() {
    if (busy.current || !attempt.current) return
    busy.current = true
    void run(attempt.current.path === '/api/checkout/orders' ? 'placing' : 'challenge')
  }

  /** The challenge's result (passed, failed, or cancelled because the shopper left) finishes the order. */
  function authenticate(result: ChallengeResult) {
    const leaving = left.current !== null
    const payLater = 'redirectResult' in result
    clearTimeout(left.current ?? undefined)
    left.current = null
    setChallenge(null)
    // Once the dialog has closed, focus waits on "Place order" (busy) for the outcome.
    requestAnimationFrame(() => placeButton.current?.focus())
    attempt.current = {
      path: '/api/checkout/orders/authentication',
      json: { ...result, idempotencyKey: newKey() },
    }
    // A pay-later decline is worded as the service words it; a challenge failed says the bank refused.
    void run(leaving ? (payLater ? 'leftPayLater' : 'left') : payLater ? 'placing' : 'challenge')
  }

  /** The shopper left the challenge: its page cancels, and its result (refused) renews the cart. */
  function leaveChallenge() {
    setChallenge((open) => (open ? { ...open, shown: false } : null))
    requestAnimationFrame(() => placeButton.current?.focus())
    left.current = setTimeout(() => {
      // The page never answered: the order is left waiting for a challenge that will not come back.
      left.current = null
      const payLater = challenge?.kind === 'payLater'
      setChallenge(null)
      attempt.current = null
      setRefusal({
        text: words.t(payLater ? 'payment.payLaterLeft' : 'payment.challengeLeft'),
        lost: [],
        focus: false,
      })
      ready()
    }, leaveTimeoutMs)
  }

  return {
    phase,
    notice,
    errorDialog,
    closeErrorDialog: () => setErrorDialog(null),
    refusal,
    rewardRefusal,
    renewals,
    challenge,
    cardFrame,
    cardHeight: card.height,
    placeButton,
    refusalRef,
    place,
    checkAgain,
    authenticate,
    leaveChallenge,
  }
}

export type Placement = ReturnType<typeof usePlacement>
