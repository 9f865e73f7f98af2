/**
 * Opens a content dialog rendered on the server next to it; the native dialog keeps focus inside and closes on
 * Escape. Like every control that needs the script, the button appears once hydrated (decision 007).
 */
import { useEffect, useState } from 'react'

export interface DialogTriggerProps {
  dialogId: string
  text: string
}

export function DialogTrigger({ dialogId, text }: DialogTriggerProps) {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  if (!ready) return null
  const open = () => {
    const dialog = document.getElementById(dialogId)
    if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal()
  }
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-haspopup="dialog"
      aria-controls={dialogId}
      onClick={open}
    >
      {text}
    </button>
  )
}

export { DialogTrigger as island }
