import { SHOE_SIZES } from '../../shared/account/profile'
import { useText } from '../text'

/** The choices of a preferred shoe size (the profile and the enrolment's interests step): none, then each size. */
export function ShoeSizeOptions() {
  const t = useText()
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
