/**
 * "Add a card" in the account's payment methods (decision 043): the payment provider's card fields in a frame, and
 * Save. The card number and security code stay in the provider's frame; this island asks it for opaque tokens with
 * `postMessage` and sends only those to the worker, which has the consumer service keep the card with the provider.
 * Rendered on the server as the sentence that the fields need JavaScript; the frame appears once hydrated. The
 * section's other island, a refused form's toast (`RefusalToast`), shares this chunk: the page has both or the first.
 */
import { useEffect, useRef, useState } from 'react'
import { callApi, shopperMessage } from '../api'
import { Toasts } from '../components/toasts'
import { reauthenticateOn } from '../state/error-actions'
import { useHydrated } from '../state/hydrated'
import { showToast } from '../state/toasts'
import { ProviderFields, useProviderFrame } from './provider-frame'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

export interface SaveCardProps {
  locale: string
  /** The provider's origin; null when none is configured (cards cannot be saved then). */
  providerOrigin: string | null
  /** Where the island goes once the card is saved (the section, with its notice). */
  savedPath: string
  /** How long a toast stays, in milliseconds (the shop's configuration). */
  toastDelay: number
}

export function SaveCard({ locale, providerOrigin, savedPath, toastDelay }: SaveCardProps) {
  const words = useWords<IslandWordKey<'save-card'>>()
  const hydrated = useHydrated()
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const busy = useRef(false)
  const card = useProviderFrame(frame, providerOrigin, () => button.current?.click())

  if (!hydrated || !providerOrigin)
    return (
      <p className="save-card__note">
        {providerOrigin ? words.t('wallet.add.needsScript') : words.t('wallet.add.unavailable')}
      </p>
    )

  const src = `${providerOrigin}/checkoutshopper/fields?${new URLSearchParams({
    kind: 'card',
    origin: window.location.origin,
    locale,
  })}`

  async function save() {
    if (busy.current) return
    busy.current = true
    setError(null)
    setSaving(true)
    try {
      const answer = await card.encrypt()
      if (answer?.type !== 'encrypted') {
        setError(
          answer?.type === 'invalid' ? words.t('wallet.add.checkCard') : words.t('wallet.add.unavailable'),
        )
        frame.current?.focus()
        return
      }
      await callApi('/api/account/payment-methods/cards', {
        locale,
        json: { paymentMethod: answer.paymentMethod },
      })
      window.location.assign(savedPath)
    } catch (failure) {
      // The session ended meanwhile (signed out on another device): sign in, and come back to add the card.
      if (reauthenticateOn(failure, locale)) return
      // The service's refusal is an error toast (spec 2 §8), which stays until closed: the shopper acts on it.
      void showToast({
        type: 'error',
        title: shopperMessage(failure, words.t('wallet.error.cardSaveFailed')),
        delay: null,
      })
    } finally {
      busy.current = false
      setSaving(false)
    }
  }

  return (
    <div className="save-card">
      <ProviderFields
        frame={frame}
        title={words.t('wallet.add.fields')}
        src={src}
        height={card.height || 320}
      />
      <div role="alert">
        {error ? (
          <p className="field-error" id="save-card-error">
            {error}
          </p>
        ) : null}
      </div>
      <button
        ref={button}
        type="button"
        className="button"
        disabled={saving}
        aria-describedby={error ? 'save-card-error' : undefined}
        onClick={() => void save()}
      >
        {saving ? words.t('wallet.add.saving') : words.t('wallet.add.save')}
      </button>
      <Toasts delay={toastDelay} />
    </div>
  )
}

/**
 * A refused form's message as an error toast (spec 2 §8: a card or gift card the account could not save), for a
 * form the page answered without JavaScript: the page shows the refusal at the form, the field it is about
 * described by it and focused; once hydrated, this island raises the same words as an error toast that stays until
 * closed. The field says it to a screen reader, so the toast is shown, not announced again (decision 109).
 */
export interface RefusalToastProps {
  /** The refusal as the form shows it. */
  text: string
  /** How long a toast stays, in milliseconds (the shop's configuration); this one stays until closed. */
  toastDelay: number
}

export function RefusalToast({ text, toastDelay }: RefusalToastProps) {
  useEffect(() => {
    void showToast({ type: 'error', title: text, delay: null, quiet: true })
  }, [text])
  return <Toasts delay={toastDelay} />
}

export { SaveCard as island }
