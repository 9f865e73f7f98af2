/**
 * A refused field's message under it in the reviews' and the questions' forms; the field names it in its
 * `aria-describedby`. Nothing renders while the field is accepted.
 */
export function CommunityFieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field-error" id={id}>
      {message}
    </p>
  ) : null
}
