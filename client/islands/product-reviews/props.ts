import type { ReviewPage, ReviewSort } from '../../../shared/community'
import type { DateFormat } from '../../../shared/locales'

export interface ReviewLabels {
  title: string
  average: string
  basedOnOne: string
  basedOnOther: string
  none: string
  sort: string
  sorts: Record<ReviewSort, string>
  apply: string
  more: string
  previous: string
  next: string
  helpful: string
  yes: string
  no: string
  voted: string
  report: string
  reported: string
  translate: string
  showOriginal: string
  translationFailed: string
  /** "Translated from German", by the language a review was written in. */
  translatedFrom: Record<string, string>
  write: string
  rating: string
  starsOne: string
  starsOther: string
  reviewTitle: string
  body: string
  nickname: string
  submit: string
  submitting: string
  thanks: string
  by: string
  /** "{author} from {place}, {date}": a review that says where it was written from. */
  byFrom: string
  charactersLeft: string
  histogram: string
  required: string
  tooLong: string
  tooShort: string
  invalidName: string
  genericError: string
}

export interface ProductReviewsProps {
  styleCode: string
  locale: string
  language: string
  bcp47: string
  dateFormat: DateFormat
  productPath: string
  page: ReviewPage
  pageSize: number
  labels: ReviewLabels
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
