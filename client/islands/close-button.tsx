/** A button drawn as a cross that closes or dismisses what it stands in; `label` says what it closes. */
export function CloseButton({
  className,
  label,
  onClick,
}: {
  className: string
  label: string
  onClick: () => void
}) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  )
}
