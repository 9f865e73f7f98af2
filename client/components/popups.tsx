import type { Popup } from '../../shared/content'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { PopupManager } from '../islands/popup-manager'

/**
 * The pop-up manager, on pages that have pop-ups only, so its script loads nowhere else. Buttons the content left
 * without a label get the shop's own: sign up for a newsletter pop-up, the account for the others.
 */
export function Popups({ popups }: { popups: Popup[] }) {
  const { t } = useShop()
  if (popups.length === 0) return null
  const fallback = { newsletter: t.t('popup.signUp'), account: t.t('popup.account') }
  return (
    <Island
      name="popup-manager"
      component={PopupManager}
      props={{
        popups: popups.map((popup) => ({
          ...popup,
          buttons: popup.buttons.map((button) => ({ ...button, text: button.text ?? fallback[popup.kind] })),
        })),
        labels: { minimize: t.t('popup.minimize'), dismiss: t.t('popup.dismiss') },
      }}
    />
  )
}
