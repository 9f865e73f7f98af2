import { useState } from 'react'
import type { Review } from '../../../shared/catalogue/community'
import { callApi, shopperMessage } from '../../api'
import type { ReviewTranslationShown, TranslationState } from './props'

interface ReviewActionsOptions {
  /** The reviews' API address. */
  base: string
  locale: string
  genericError: string
  /** A translation a link without JavaScript asked for, shown from the start. */
  translation: ReviewTranslationShown | null
}

/** What a shopper does with a review: vote it helpful or not, report it, read it translated and back. */
export function useReviewActions({ base, locale, genericError, translation }: ReviewActionsOptions) {
  const [actionError, setActionError] = useState<string | null>(null)
  const [votes, setVotes] = useState<Record<string, { helpful: number; unhelpful: number }>>({})
  const [reported, setReported] = useState<Record<string, boolean>>({})
  const [translations, setTranslations] = useState<TranslationState>(() => {
    const asked = translation
    if (!asked) return {}
    return {
      [asked.id]: 'failed' in asked ? 'failed' : { title: asked.title, body: asked.body, shown: true },
    }
  })

  const vote = async (review: Review, helpful: boolean) => {
    try {
      const counts = await callApi<{ helpful: number; unhelpful: number }>(`${base}/${review.id}/vote`, {
        locale,
        json: { helpful },
      })
      setVotes((current) => ({ ...current, [review.id]: counts }))
    } catch (error) {
      setActionError(shopperMessage(error, genericError))
    }
  }

  const report = async (review: Review) => {
    try {
      await callApi(`${base}/${review.id}/flag`, { locale, json: {} })
      setReported((current) => ({ ...current, [review.id]: true }))
    } catch (error) {
      setActionError(shopperMessage(error, genericError))
    }
  }

  const translate = async (review: Review) => {
    const existing = translations[review.id]
    if (existing && existing !== 'failed') {
      setTranslations((current) => ({ ...current, [review.id]: { ...existing, shown: !existing.shown } }))
      return
    }
    try {
      const translated = await callApi<{ title: string; body: string }>(`${base}/${review.id}/translate`, {
        locale,
        json: {},
      })
      setTranslations((current) => ({ ...current, [review.id]: { ...translated, shown: true } }))
    } catch {
      setTranslations((current) => ({ ...current, [review.id]: 'failed' }))
    }
  }

  return { actionError, setActionError, votes, reported, translations, vote, report, translate }
}

export type ReviewActions = ReturnType<typeof useReviewActions>
