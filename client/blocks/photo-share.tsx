/**
 * "Share your photo" under a product's gallery (decision 104): a plain multipart form, drawn by the server and
 * posted to the page it is on, so it works without JavaScript and loads no script. It is folded away behind its
 * summary until the shopper opens it; it comes back open with what was typed and each message at its field when
 * the worker refused it, and as a thanks once a photo was sent. A product nobody has photographed yet says so and
 * asks for the first.
 */
import type { ReactNode } from 'react'
import { PHOTO_CAPTION_MAX, PHOTO_TYPES, type PhotoShare } from '../../shared/content/photo-share'
import { CheckField } from '../components/check-field'
import { FieldError } from '../components/field-error'
import { Notice } from '../components/notice'
import { useShop } from '../i18n'

/**
 * One field of the form: its label, the control (given the ids by `field` in the form), the hint and, once
 * refused, its message, in the shop's `.field` layout.
 */
function ShareField({
  id,
  name,
  label,
  hint,
  error,
  children,
}: {
  id: (name: string) => string
  name: string
  label: string
  hint: string
  error: string | undefined
  children: ReactNode
}) {
  return (
    <div className="field">
      <label htmlFor={id(name)}>{label}</label>
      {children}
      <p id={id(`${name}-hint`)} className="field-hint">
        {hint}
      </p>
      <FieldError id={id(`${name}-error`)} message={error} />
    </div>
  )
}

export function PhotoShareForm({
  share,
  containerId,
  empty,
}: {
  share: PhotoShare
  containerId: string
  /** No photos of the product yet: the form asks for the first. */
  empty: boolean
}) {
  const { t } = useShop()
  const id = (name: string) => `${containerId}-share-${name}`
  if (share.sent)
    return (
      <div className="photo-share">
        <Notice kind="success">{t.t('photoShare.sent')}</Notice>
      </div>
    )
  const refused = share.refused
  const errors = refused?.errors ?? {}
  const first = (['photo', 'caption', 'handle', 'email', 'terms'] as const).find((name) => errors[name])
  const field = (name: 'photo' | 'caption' | 'handle' | 'email') => {
    const error = errors[name]
    return {
      id: id(name),
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id(`${name}-hint`)} ${id(`${name}-error`)}` : id(`${name}-hint`),
      autoFocus: first === name,
    } as const
  }
  // A picture cannot be given back to the file input: when the page comes back for another field, say so there.
  const photoHint = refused && !errors.photo ? t.t('photoShare.photoAgain') : t.t('photoShare.photoHint')
  return (
    <div className="photo-share">
      {empty ? <p className="photo-share__empty">{t.t('photoShare.empty')}</p> : null}
      <details className="photo-share__details" open={refused ? true : undefined}>
        <summary className="button button--secondary button--sm">{t.t('photoShare.title')}</summary>
        <form className="photo-share__form" method="post" action={share.action} encType="multipart/form-data">
          <p className="photo-share__intro">{t.t('photoShare.intro')}</p>
          {refused?.notice ? <Notice kind="error">{refused.notice}</Notice> : null}
          <input type="hidden" name="masterId" value={share.masterId} />
          <ShareField
            id={id}
            name="photo"
            label={t.t('photoShare.photo')}
            hint={photoHint}
            error={errors.photo}
          >
            <input {...field('photo')} type="file" accept={PHOTO_TYPES.join(',')} required />
          </ShareField>
          <ShareField
            id={id}
            name="caption"
            label={t.t('photoShare.caption')}
            hint={t.t('photoShare.captionHint')}
            error={errors.caption}
          >
            <textarea
              {...field('caption')}
              rows={3}
              maxLength={PHOTO_CAPTION_MAX}
              required
              defaultValue={refused?.caption ?? ''}
            />
          </ShareField>
          <div className="photo-share__pair">
            <ShareField
              id={id}
              name="handle"
              label={t.t('photoShare.handle')}
              hint={t.t('photoShare.handleHint')}
              error={errors.handle}
            >
              <input
                {...field('handle')}
                type="text"
                autoComplete="nickname"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={30}
                pattern="[a-z0-9._]{2,30}"
                required
                defaultValue={refused?.handle ?? ''}
              />
            </ShareField>
            <ShareField
              id={id}
              name="email"
              label={t.t('photoShare.email')}
              hint={t.t('photoShare.emailHint')}
              error={errors.email}
            >
              <input
                {...field('email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                maxLength={100}
                required
                defaultValue={refused?.email ?? ''}
              />
            </ShareField>
          </div>
          <CheckField
            id={id('terms')}
            name="terms"
            label={t.t('photoShare.terms')}
            required
            defaultChecked={refused?.terms}
            error={errors.terms}
            focus={first === 'terms'}
          />
          <button type="submit" className="button">
            {t.t('photoShare.submit')}
          </button>
        </form>
      </details>
    </div>
  )
}
