/** A field's refusal, announced as it appears; the field names it in its `aria-describedby`. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p className="field-error" id={id} role="alert">
      {message}
    </p>
  ) : null
}
