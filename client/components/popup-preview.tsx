import type { CSSProperties } from 'react'
import type { Popup } from '../../shared/content/content'
import { useShop } from '../i18n'

/**
 * A pop-up as the preview tool shows it (spec 3 §2.1, §2.8): side by side, the minimised bar and the expanded
 * pop-up, in place rather than over the page, with nothing to click but its buttons. The pop-up manager
 * (client/islands/popup-manager.tsx) shows the same parts to shoppers after the pop-up's delay.
 */
export function PopupPreview({ popup }: { popup: Popup }) {
  const { t } = useShop()
  const fallback = popup.kind === 'newsletter' ? t.t('popup.signUp') : t.t('popup.account')
  const surface: CSSProperties = {
    background: popup.backgroundColor ?? undefined,
    color: popup.titleColor ?? undefined,
  }
  const logo = popup.logo ? (
    <img
      className={`popup__logo popup__logo--${popup.logoSize}`}
      src={popup.logo.url}
      alt={popup.logo.alt}
      width={popup.logo.width}
      height={popup.logo.height}
    />
  ) : null
  return (
    // biome-ignore lint/a11y/useSemanticElements: -- a fieldset groups form fields; this groups two pictures of one pop-up
    <div
      className="popup-preview"
      role="group"
      aria-label={t.t('previewTool.popupStates', { name: popup.name })}
    >
      <div className={`popup-preview__bar popup--${popup.kind}`} style={surface}>
        {logo}
        <span className="popup-preview__bar-title">{popup.minimizedTitle}</span>
      </div>
      <div className={`popup-dialog popup-preview__dialog popup--${popup.kind}`} style={surface}>
        {logo}
        {popup.title && popup.maximizedTitle ? (
          <p className="popup-dialog__eyebrow">{popup.maximizedTitle}</p>
        ) : null}
        <h4 className="popup-dialog__title">{popup.title ?? popup.maximizedTitle ?? popup.minimizedTitle}</h4>
        {popup.buttons.length > 0 ? (
          <ul className="popup-dialog__buttons">
            {popup.buttons.map((button, position) => (
              <li key={`${button.url}-${button.text}`}>
                <a
                  className={position === 0 ? 'button' : 'button button--secondary'}
                  href={button.url}
                  {...(button.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {button.text ?? fallback}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {popup.disclaimerHtml ? (
          <div
            className="popup-dialog__disclaimer"
            style={{ color: popup.disclaimerColor ?? undefined }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: -- sanitised by sanitizeHtml when reshaped
            dangerouslySetInnerHTML={{ __html: popup.disclaimerHtml }}
          />
        ) : null}
      </div>
    </div>
  )
}
