import type { ReviewPage } from '../../../shared/catalogue/community'
import type { DateFormat } from '../../../shared/i18n/locales'
import type { Words } from '../../../shared/i18n/text'
import { useWords } from '../use-words'
import type { IslandWordKey } from '../words'

export interface ProductReviewsProps {
  styleCode: string
  locale: string
  language: string
  bcp47: string
  dateFormat: DateFormat
  productPath: string
  page: ReviewPage
  pageSize: number
  /**
   * A review shown translated (or its translation refused) because a link without JavaScript asked for it
   * (`?translate=<review id>`); null otherwise.
   */
  translation: ReviewTranslationShown | null
}

export type ReviewTranslationShown =
  | { id: string; title: string; body: string }
  | { id: string; failed: true }

export type TranslationState = Record<string, { title: string; body: string; shown: boolean } | 'failed'>

/** The reviews' words (`ISLAND_WORDS['product-reviews']`), which each of their parts reads. */
export type ReviewWords = Words<IslandWordKey<'product-reviews'>>
export const useReviewWords = (): ReviewWords => useWords<IslandWordKey<'product-reviews'>>()
