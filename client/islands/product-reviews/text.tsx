export const Stars = ({ rating, label }: { rating: number; label: string }) => (
  <span className="stars">
    <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>
    <span className="visually-hidden">{label}</span>
  </span>
)
