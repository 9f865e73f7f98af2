/**
 * A line's gift message (an e-gift card's recipient) written in the gift dialog: which line it is open for, and what
 * the shopper typed into a message the cart service then refused, so that editing again starts from it.
 */
import { useEffect, useState } from 'react'
import type { CartLine } from '../../../shared/bag/cart'
import type { GiftOption } from '../../../shared/bag/gift-option'
import { type GiftOptionDialogProps, giftValuesOf } from '../../components/gift-option-dialog'
import { withGift } from './optimistic-cart'
import { refusedAtLine, succeeded } from './outcomes'
import type { BagEnvironment, BagProps } from './types'
import type { BagCart } from './use-bag-cart'

export function useGiftEditing(
  { cart, send }: BagCart,
  environment: BagEnvironment,
  { giftForm, cart: rendered }: Pick<BagProps, 'giftForm' | 'cart'>,
) {
  const { words } = environment
  const [editing, setEditing] = useState<GiftOptionDialogProps['editing']>(null)
  const [drafts, setDrafts] = useState<Record<string, GiftOption>>({})
  useEffect(() => {
    // A gift message a form post refused (the page was shown before its script ran) opens in the dialog instead.
    const line = giftForm && rendered.items.find((entry) => entry.id === giftForm.itemId)
    if (giftForm && line) setEditing({ line, values: giftForm.values, refused: true })
  }, [giftForm, rendered])

  function open(line: CartLine) {
    setEditing({ line, values: drafts[line.id] ?? giftValuesOf(line), refused: false })
  }

  async function save(line: CartLine, gift: GiftOption) {
    setEditing(null)
    const saved = await send(
      'items/update',
      { itemId: line.id, giftTo: gift.to, giftEmail: gift.email, giftMessage: gift.message },
      {
        optimistic: withGift(cart, line.id, gift),
        done: succeeded(words.t('bag.notice.gift'), line.id),
        refused: refusedAtLine(environment, line),
      },
    )
    setDrafts(({ [line.id]: _draft, ...others }) => (saved ? others : { ...others, [line.id]: gift }))
  }

  function remove(line: CartLine) {
    setEditing(null)
    setDrafts(({ [line.id]: _draft, ...others }) => others)
    void send(
      'items/update',
      { itemId: line.id, gift: 'remove' },
      {
        optimistic: withGift(cart, line.id, null),
        done: succeeded(words.t('bag.notice.giftRemoved'), line.id),
        refused: refusedAtLine(environment, line),
      },
    )
  }

  return { editing, open, save, remove, close: () => setEditing(null) }
}

export type GiftEditing = ReturnType<typeof useGiftEditing>
