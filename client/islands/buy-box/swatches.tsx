import type { RefObject } from 'react'

interface SwatchesProps {
  name: string
  options: { code: string; name: string; hex: string }[]
  chosen: string
  onChoose: (code: string) => void
  /** The first swatch's radio, to take focus when the choice is refused. */
  firstRef?: RefObject<HTMLInputElement | null>
}

/** A radio group shown as colour swatches, each named for screen readers and on hover. */
export function Swatches({ name, options, chosen, onChoose, firstRef }: SwatchesProps) {
  return (
    <div className="swatch-group">
      {options.map((option, index) => (
        <label key={option.code} className="swatch-option" title={option.name}>
          <input
            ref={index === 0 ? firstRef : undefined}
            type="radio"
            name={name}
            value={option.code}
            checked={option.code === chosen}
            onChange={() => onChoose(option.code)}
          />
          <span className="swatch" style={{ background: option.hex }} aria-hidden="true" />
          <span className="visually-hidden">{option.name}</span>
        </label>
      ))}
    </div>
  )
}
