/**
 * "Size sold out? We can e-mail you when it is back": for the chosen colour's sold-out sizes, an e-mail sign-up
 * checked in the browser and again by the worker. Shown only when the chosen colour has a sold-out size.
 */
import { useAtomValue } from 'jotai'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { isValidEmail } from '../../shared/validation'
import { callApi, shopperMessage } from '../api'
import { chosenColourAtom } from '../state/product'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

export interface BackInStockProps {
  locale: string
  styleCode: string
  initialColour: string
  /** The sold-out variants of every colour, each size as the market reads it. */
  soldOut: { sku: string; colourCode: string; size: string }[]
}

export function BackInStock(props: BackInStockProps) {
  const words = useWords<IslandWordKey<'back-in-stock'>>()
  const id = `back-in-stock-${props.styleCode}`
  const colour = useAtomValue(chosenColourAtom) ?? props.initialColour
  const soldOut = props.soldOut.filter((variant) => variant.colourCode === colour)
  const [enhanced, setEnhanced] = useState(false)
  const [sku, setSku] = useState('')
  const [email, setEmail] = useState('')
  const [error, setError] = useState<{ field: 'sku' | 'email' | null; text: string } | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const sizeField = useRef<HTMLSelectElement>(null)
  const emailField = useRef<HTMLInputElement>(null)
  useEffect(() => setEnhanced(true), [])
  // A new colour has other sold-out sizes: start the form again (state adjusted while rendering, as React advises).
  const [formColour, setFormColour] = useState(colour)
  if (formColour !== colour) {
    setFormColour(colour)
    setSku('')
    setDone(null)
  }

  if (!enhanced || soldOut.length === 0) return null

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The refused field says why and takes focus, so a keyboard or screen-reader user lands on it.
    if (!sku) {
      sizeField.current?.focus()
      return setError({ field: 'sku', text: words.t('backInStock.sizeRequired') })
    }
    if (!isValidEmail(email)) {
      emailField.current?.focus()
      return setError({ field: 'email', text: words.t('form.email') })
    }
    setError(null)
    setSending(true)
    try {
      await callApi(`/api/products/${props.styleCode}/notifications`, {
        locale: props.locale,
        json: { sku, email: email.trim() },
      })
      const size = props.soldOut.find((variant) => variant.sku === sku)?.size ?? ''
      setDone(words.t('backInStock.done', { email: email.trim(), size }))
    } catch (caught) {
      setError({ field: null, text: shopperMessage(caught, words.t('error.generic')) })
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      className="back-in-stock"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-title`}>{words.t('backInStock.title')}</p>
      <label htmlFor={`${id}-size`}>{words.t('backInStock.size')}</label>
      <select
        ref={sizeField}
        id={`${id}-size`}
        value={sku}
        onChange={(event) => setSku(event.target.value)}
        aria-invalid={error?.field === 'sku' ? true : undefined}
        aria-describedby={error?.field === 'sku' ? `${id}-error` : undefined}
      >
        <option value="">{words.t('backInStock.chooseSize')}</option>
        {soldOut.map((variant) => (
          <option key={variant.sku} value={variant.sku}>
            {variant.size}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-email`}>{words.t('backInStock.email')}</label>
      <input
        ref={emailField}
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        maxLength={100}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error?.field === 'email' ? true : undefined}
        aria-describedby={error?.field === 'email' ? `${id}-error` : undefined}
      />
      <button type="submit" className="button button--secondary" disabled={sending}>
        {words.t('backInStock.submit')}
      </button>
      {error ? (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error.text}
        </p>
      ) : null}
      {done ? (
        <p className="notice notice--success" role="status">
          {done}
        </p>
      ) : null}
    </form>
  )
}

export { BackInStock as island }
