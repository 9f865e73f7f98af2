import { useRef, useState } from 'react'
import { type PersonalisationErrors, validatePersonalisation } from '../../../shared/bag/embroidery'
import { type PersonaliseOption, useBuyBoxWords } from './props'

export interface Personal {
  on: boolean
  text: string
  thread: string
}

/** Checks a personalisation by the shared rules, which come with this part of the buy box (`parts.ts`). */
const checkPersonal = (value: { text: string; thread: string }) =>
  validatePersonalisation({ text: value.text, thread: value.thread })

/**
 * A personalisable product's option: what the shopper chose, checked by the shared rules. Once an add was
 * refused (or the page came back refused), each change checks again.
 */
export function usePersonalisation(personalise: PersonaliseOption, onChange: () => void) {
  const words = useBuyBoxWords()
  const [value, setValue] = useState<Personal>(personalise.initial)
  const [errors, setErrors] = useState<PersonalisationErrors>(personalise.initialErrors)
  const [checked, setChecked] = useState(personalise.refused)
  const textField = useRef<HTMLInputElement>(null)
  const firstThread = useRef<HTMLInputElement>(null)

  // The latest choice, not this render's: changes can come several before the next render (the entry hands a
  // box ticked and a text typed before hydration over one after the other), and each builds on the one before.
  const latest = useRef(value)
  const change = (next: Partial<Personal>) => {
    const changed = { ...latest.current, ...next }
    latest.current = changed
    setValue(changed)
    onChange()
    if (checked) {
      const result = checkPersonal(changed)
      setErrors(result.ok ? {} : result.errors)
    }
  }

  /** A refused field's message, or null. */
  const errorOf = (field: 'text' | 'thread') => {
    const error = errors[field]
    return error ? words.t(error.key, error.params) : null
  }

  /** Before an add: the personalisation checked; a refusal shows, and its field takes focus when `focus`. */
  const confirm = (focus: boolean) => {
    const made = checkPersonal(value)
    setErrors(made.ok ? {} : made.errors)
    setChecked(true)
    if (!made.ok && focus) (made.errors.text ? textField : firstThread).current?.focus()
    return made
  }

  return {
    value,
    errors,
    change,
    errorOf,
    confirm,
    textField,
    firstThread,
    on: value.on,
  }
}

export type Personalisation = ReturnType<typeof usePersonalisation>
