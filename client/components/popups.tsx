import type { Popup } from '../../shared/content/content'
import { accountLinkFrom } from '../../shared/routes'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { PopupManager } from '../islands/popup-manager'

/**
 * The pop-up manager, on pages that have pop-ups only, so its script loads nowhere else. Buttons the content left
 * without a label get the shop's own: sign up for a newsletter pop-up, the account for the others.
 */
export function Popups({ popups, pathname }: { popups: Popup[]; pathname: string }) {
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
          // "Sign in" and "Create an account" come back to this page afterwards.
          buttons: popup.buttons.map((button) => ({
            ...button,
            url: accountLinkFrom(button.url, t.locale.code, pathname),
            text: button.text ?? fallback[popup.kind],
          })),
        })),
      }}
    />
  )
}
