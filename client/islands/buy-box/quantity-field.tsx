import { FieldError } from './field-error'

interface QuantityFieldProps {
  id: string
  label: string
  max: number
  value: string
  error: string | null
  onChange: (value: string) => void
}

export function QuantityField({ id, label, max, value, error, onChange }: QuantityFieldProps) {
  return (
    <div className="buy-box__qty">
      <label htmlFor={`${id}-qty`}>{label}</label>
      <input
        id={`${id}-qty`}
        name="qty"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-qty-error` : undefined}
      />
      <FieldError id={`${id}-qty-error`} message={error} />
    </div>
  )
}
