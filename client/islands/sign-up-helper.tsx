/**
 * The sign-up form's one script (decision 036): it ticks the password's requirements as they are met, and lets
 * the SMS opt-in be chosen only while the phone field holds a valid number. The form itself is the server's plain
 * form and works without it: the requirements are then a plain list, and the worker refuses texts without a phone.
 */
import { useEffect, useState } from 'react'
import type { PhoneCountries } from '../../shared/account/phone'
import {
  isPhoneForTexts,
  PASSWORD_REQUIREMENTS,
  type PasswordRequirement,
  passwordChecks,
} from '../../shared/account/sign-up'
import type { Region } from '../../shared/i18n/locales'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

export interface SignUpHelperProps {
  /** The list's id, which the password field names as its description. */
  id: string
  passwordId: string
  phoneId: string
  smsId: string
  country: string
  region: Region
  /** The country's phone format, from the worker (decision 107). */
  phoneCountries: PhoneCountries
}

export function SignUpHelper({
  id,
  passwordId,
  phoneId,
  smsId,
  country,
  region,
  phoneCountries,
}: SignUpHelperProps) {
  const words = useWords<IslandWordKey<'sign-up-helper'>>()
  const [checks, setChecks] = useState<Record<PasswordRequirement, boolean> | null>(null)

  useEffect(() => {
    const password = document.getElementById(passwordId) as HTMLInputElement | null
    const phone = document.getElementById(phoneId) as HTMLInputElement | null
    const sms = document.getElementById(smsId) as HTMLInputElement | null
    const onPassword = () => setChecks(passwordChecks(password?.value ?? ''))
    const onPhone = () => {
      if (!sms) return
      const usable = isPhoneForTexts(phone?.value ?? '', country, region, phoneCountries)
      sms.disabled = !usable
      if (!usable) sms.checked = false
    }
    onPassword()
    onPhone()
    password?.addEventListener('input', onPassword)
    phone?.addEventListener('input', onPhone)
    return () => {
      password?.removeEventListener('input', onPassword)
      phone?.removeEventListener('input', onPhone)
    }
  }, [passwordId, phoneId, smsId, country, region, phoneCountries])

  const allMet = checks !== null && Object.values(checks).every(Boolean)
  return (
    <div id={id} className="sign-up-rules">
      <p className="sign-up-rules__heading">{words.t('signUp.rules')}</p>
      <ul>
        {PASSWORD_REQUIREMENTS.map((rule) => {
          const met = checks?.[rule.id]
          return (
            <li key={rule.id} className={met ? 'is-met' : undefined}>
              {checks ? (
                <span aria-hidden="true" className="sign-up-rules__mark">
                  {met ? '✓' : '○'}
                </span>
              ) : null}
              {words.t(rule.key)}
              {checks ? (
                <span className="visually-hidden">{` (${words.t(met ? 'signUp.rule.met' : 'signUp.rule.unmet')})`}</span>
              ) : null}
            </li>
          )
        })}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {allMet ? words.t('signUp.rule.allMet') : ''}
      </p>
    </div>
  )
}

export { SignUpHelper as island }
