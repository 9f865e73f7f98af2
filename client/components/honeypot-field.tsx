import { useText } from '../text'

/**
 * A field only bots fill in (`website`): out of sight, out of the tab order and hidden from assistive technology,
 * so a shopper never meets it; the worker refuses a form that comes with it filled.
 */
export function HoneypotField({ id, className }: { id: string; className: string }) {
  const t = useText()
  return (
    <div className={className} aria-hidden="true">
      <label htmlFor={id}>{t.t('signIn.honeypot')}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
