/** The checkout's words (`ISLAND_WORDS.checkout`, with the wallet's where the shopper has one), for its parts. */
import type { Words } from '../../../shared/i18n/text'
import { useWords } from '../use-words'
import type { IslandWordKey } from '../words'

export type CheckoutWords = Words<IslandWordKey<'checkout'>>

export const useCheckoutWords = (): CheckoutWords => useWords<IslandWordKey<'checkout'>>()
