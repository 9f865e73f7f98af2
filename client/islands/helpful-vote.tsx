/** "Was this helpful? Yes (n) No (n)" for reviews and answers; one vote each, then a thank-you. */
import { useWords } from './use-words'

/** The words the vote's buttons and thanks are worded with, which the reviews and the questions declare. */
export const HELPFUL_VOTE_WORDS = ['reviews.yes', 'reviews.no', 'reviews.voted'] as const

export interface HelpfulVoteProps {
  id: string
  question: string
  counts: { helpful: number; unhelpful: number }
  voted: boolean
  onVote: (helpful: boolean) => void
  as?: 'span' | 'p'
}

export function HelpfulVote({ id, question, counts, voted, onVote, as: Tag = 'span' }: HelpfulVoteProps) {
  const words = useWords<(typeof HELPFUL_VOTE_WORDS)[number]>()
  return (
    <Tag className="review__helpful">
      <span id={id}>{question}</span>
      <button type="button" aria-describedby={id} disabled={voted} onClick={() => onVote(true)}>
        {words.t('reviews.yes', { count: counts.helpful })}
      </button>
      <button type="button" aria-describedby={id} disabled={voted} onClick={() => onVote(false)}>
        {words.t('reviews.no', { count: counts.unhelpful })}
      </button>
      {voted ? <span role="status">{words.t('reviews.voted')}</span> : null}
    </Tag>
  )
}
