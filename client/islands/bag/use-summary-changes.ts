/** The changes the bag's summary makes: the delivery method, promo codes (with the code being typed) and gift cards. */
import { type FormEvent, useRef, useState } from 'react'
import { ApiRequestError, shopperMessage } from '../../api'
import { refusedAtTop, succeeded } from './outcomes'
import type { BagEnvironment, BagProps } from './types'
import type { BagCart } from './use-bag-cart'

export function useSummaryChanges(
  { cart, send }: BagCart,
  environment: BagEnvironment,
  kept: BagProps['coupon'],
) {
  const { words } = environment
  const [coupon, setCoupon] = useState(kept.value)
  const [couponError, setCouponError] = useState(kept.error)
  const couponInput = useRef<HTMLInputElement>(null)

  function chooseMethod(code: string) {
    void send(
      'shipping-method',
      { code },
      {
        optimistic: cart.shipment ? { ...cart, shipment: { ...cart.shipment, method: code } } : cart,
        done: succeeded(words.t('bag.notice.shipping')),
        refused: refusedAtTop(environment),
      },
    )
  }

  async function applyCoupon(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = coupon.trim()
    if (!code) {
      couponInput.current?.focus()
      return
    }
    setCouponError(null)
    let fieldError: string | null = null
    const applied = await send(
      'coupons',
      { code },
      {
        done: succeeded(words.t('bag.notice.coupon')),
        refused: (error) => {
          fieldError = shopperMessage(error, words.t('error.generic'))
          return error instanceof ApiRequestError && error.placement === 'field'
            ? null
            : { kind: 'error', text: fieldError, itemId: null }
        },
      },
    )
    if (applied) setCoupon('')
    else {
      setCouponError(fieldError)
      couponInput.current?.focus()
    }
  }

  function removeCoupon(code: string) {
    void send(
      'coupons/remove',
      { code },
      { done: succeeded(words.t('bag.notice.couponRemoved')), refused: refusedAtTop(environment) },
    )
  }

  /** Applies a gift card: the refusal for the form to show, or null once applied. */
  async function applyGiftCard(entry: { number: string; pin: string }): Promise<unknown> {
    let refusal: unknown = null
    await send('gift-cards', entry, {
      done: succeeded(words.t('bag.notice.giftCard')),
      refused: (error) => {
        refusal = error
        return null
      },
    })
    return refusal
  }

  function removeGiftCard(id: string) {
    void send(
      'gift-cards/remove',
      { id },
      { done: succeeded(words.t('bag.notice.giftCardRemoved')), refused: refusedAtTop(environment) },
    )
  }

  return {
    coupon: { value: coupon, error: couponError, input: couponInput, change: setCoupon },
    chooseMethod,
    applyCoupon,
    removeCoupon,
    applyGiftCard,
    removeGiftCard,
  }
}

export type SummaryChanges = ReturnType<typeof useSummaryChanges>
