/**
 * From community wire shapes to `shared/catalogue/community.ts`. The shapes match field for field today; reshaping names
 * each field, so a field the API adds never reaches a shopper's page or an island by accident.
 */
import type {
  Answer,
  HelpfulVotes,
  Question,
  Review,
  ReviewFlag,
  ReviewPage,
  ReviewSort,
  ReviewTranslation,
} from '../../../shared/catalogue/community'
import type {
  CommunityFlag,
  CommunityQuestion,
  CommunityReview,
  CommunityReviews,
  CommunityTranslation,
  CommunityVotes,
} from './schemas'

export function reshapeReview(review: CommunityReview): Review {
  return {
    id: review.id,
    rating: review.rating,
    title: review.title,
    body: review.body,
    language: review.language,
    author: review.author,
    location: review.location ?? null,
    createdAt: review.createdAt,
    helpful: review.helpful,
    unhelpful: review.unhelpful,
    translatable: review.translatable,
  }
}

/** A page of reviews with the product's rating summary, in the order it was asked for. */
export function reshapeReviewPage(doc: CommunityReviews, sort: ReviewSort): ReviewPage {
  return {
    summary: {
      average: doc.average,
      total: doc.total,
      histogram: doc.histogram.map((bar) => ({ stars: bar.stars, count: bar.count })),
    },
    sort,
    start: doc.start,
    reviews: doc.reviews.map(reshapeReview),
  }
}

export function reshapeQuestion(question: CommunityQuestion): Question {
  return {
    id: question.id,
    text: question.text,
    author: question.author,
    createdAt: question.createdAt,
    answers: question.answers.map(
      (answer): Answer => ({
        id: answer.id,
        text: answer.text,
        author: answer.author,
        createdAt: answer.createdAt,
        helpful: answer.helpful,
        unhelpful: answer.unhelpful,
      }),
    ),
  }
}

export const reshapeVotes = (votes: CommunityVotes): HelpfulVotes => ({
  helpful: votes.helpful,
  unhelpful: votes.unhelpful,
})

export const reshapeFlag = (flag: CommunityFlag): ReviewFlag => ({ flagged: flag.flagged })

export const reshapeTranslation = (translation: CommunityTranslation): ReviewTranslation => ({
  title: translation.title,
  body: translation.body,
  language: translation.language,
})
