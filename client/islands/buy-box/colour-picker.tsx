import type { BuyBoxProps } from './props'
import { Swatches } from './swatches'

interface ColourPickerProps {
  colours: BuyBoxProps['colours']
  colour: string
  /** "Colour: {colour}", as the language writes it. */
  label: string
  onChoose: (code: string) => void
}

export function ColourPicker({ colours, colour, label, onChoose }: ColourPickerProps) {
  const [chosenBefore, chosenAfter] = label.split('{colour}')
  return (
    <fieldset className="buy-box__colours">
      <legend>
        {chosenBefore}
        <span className="buy-box__chosen">{colours.find((entry) => entry.code === colour)?.name ?? ''}</span>
        {chosenAfter}
      </legend>
      <Swatches name="colour" options={colours} chosen={colour} onChoose={onChoose} />
    </fieldset>
  )
}
