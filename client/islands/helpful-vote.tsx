/** "Was this helpful? Yes (n) No (n)" for reviews and answers; one vote each, then a thank-you. */

export interface HelpfulVoteProps {
  id: string
  question: string
  yes: string
  no: string
  thanks: string
  counts: { helpful: number; unhelpful: number }
  voted: boolean
  onVote: (helpful: boolean) => void
  as?: 'span' | 'p'
}

export function HelpfulVote({
  id,
  question,
  yes,
  no,
  thanks,
  counts,
  voted,
  onVote,
  as: Tag = 'span',
}: HelpfulVoteProps) {
  const fill = (template: string, count: number) => template.replace('{count}', String(count))
  return (
    <Tag className="review__helpful">
      <span id={id}>{question}</span>
      <button type="button" aria-describedby={id} disabled={voted} onClick={() => onVote(true)}>
        {fill(yes, counts.helpful)}
      </button>
      <button type="button" aria-describedby={id} disabled={voted} onClick={() => onVote(false)}>
        {fill(no, counts.unhelpful)}
      </button>
      {voted ? <span role="status">{thanks}</span> : null}
    </Tag>
  )
}
