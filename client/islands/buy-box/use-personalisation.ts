import { useRef, useState } from 'react'
import type { PersonalisationErrors } from '../../../shared/bag/embroidery'
import { type PersonaliseOption, useBuyBoxWords } from './props'

export interface Personal {
  on: boolean
  text: string
  thread: string
}

/**
 * Checks a personalisation by the shared rules, loaded when first needed: most product pages cannot be
 * personalised, and their script budget should not carry the rules.
 */
const checkPersonal = async (value: { text: string; thread: string }) =>
  (await import('../../../shared/bag/embroidery')).validatePersonalisation({
    text: value.text,
    thread: value.thread,
  })

/**
 * A personalisable product's option: what the shopper chose, checked by the shared rules. Once an add was
 * refused (or the page came back refused), each change checks again. Unused for any other product.
 */
export function usePersonalisation(personalise: PersonaliseOption | null, onChange: () => void) {
  const words = useBuyBoxWords()
  const [value, setValue] = useState<Personal>(
    personalise?.initial ?? { on: false, text: '', thread: 'white' },
  )
  const [errors, setErrors] = useState<PersonalisationErrors>(personalise?.initialErrors ?? {})
  const [checked, setChecked] = useState(Boolean(personalise?.refused))
  const textField = useRef<HTMLInputElement>(null)
  const firstThread = useRef<HTMLInputElement>(null)

  const change = (next: Partial<Personal>) => {
    const changed = { ...value, ...next }
    setValue(changed)
    onChange()
    if (checked) void checkPersonal(changed).then((result) => setErrors(result.ok ? {} : result.errors))
  }

  /** A refused field's message, or null. */
  const errorOf = (field: 'text' | 'thread') => {
    const error = errors[field]
    return error && personalise ? words.t(error.key, error.params) : null
  }

  /** Before an add: the personalisation checked; a refusal shows, and its field takes focus when `focus`. */
  const confirm = async (focus: boolean) => {
    const made = await checkPersonal(value)
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
    on: Boolean(personalise && value.on),
  }
}

export type Personalisation = ReturnType<typeof usePersonalisation>
