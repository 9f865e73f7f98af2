export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))

/** Chooses a count's wording ("1 star", "3 stars") by the language's plural rules. */
export type Plural = (count: number, one: string, other: string) => string

export const Stars = ({ rating, label }: { rating: number; label: string }) => (
  <span className="stars">
    <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>
    <span className="visually-hidden">{label}</span>
  </span>
)
