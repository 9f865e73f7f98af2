/**
 * The summary at the top of a refused form: what is wrong, each problem a link to its field (the field's label and
 * its message), read out as an alert when the page comes back. The first refused field itself takes focus, so
 * the summary is where a screen reader user hears the whole list, and the links take them to any field.
 */
export interface ErrorSummaryItem {
  /** The id of the field the link leads to. */
  id: string
  label: string
  message: string
}

export function ErrorSummary({ title, items }: { title: string; items: readonly ErrorSummaryItem[] }) {
  if (items.length === 0) return null
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{`${item.label}: ${item.message}`}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}
