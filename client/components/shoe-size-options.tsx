import { SHOE_SIZES } from '../../shared/account/profile'
import { useShop } from '../i18n'

/** The choices of a preferred shoe size (the profile and the enrolment's interests step): none, then each size. */
export function ShoeSizeOptions() {
  const { t } = useShop()
  return (
    <>
      <option value="">{t.t('profile.shoeSize.none')}</option>
      {SHOE_SIZES.map((size) => (
        <option key={size} value={size}>
          {size}
        </option>
      ))}
    </>
  )
}
