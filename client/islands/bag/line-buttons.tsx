/**
 * Buttons a line of the bag shows more than once: each names its line to a screen reader (`Remove: Trail Tee`), as
 * the bag lists several lines with the same buttons.
 */
import type { CartLine } from '../../../shared/bag/cart'
import { LineButton } from './action-form'
import { useBag } from './context'

/** Takes the line out of the bag; `name` is the button's accessible name. */
export function RemoveLineButton({ line, name }: { line: CartLine; name: string }) {
  const { words, action, lineChanges } = useBag()
  return (
    <LineButton
      action={action}
      intent="removeLine"
      itemId={line.id}
      label={words.t('bag.remove')}
      name={name}
      onSubmit={() => void lineChanges.removeLine(line)}
    />
  )
}

/** Opens one of the bag's dialogs (the gift message, the store picker) for the line, once hydrated. */
export function LineDialogButton({
  line,
  label,
  className,
  onOpen,
}: {
  line: CartLine
  label: string
  className: string
  onOpen: (line: CartLine) => void
}) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-label={`${label}: ${line.name}`}
      onClick={() => onOpen(line)}
    >
      {label}
    </button>
  )
}
