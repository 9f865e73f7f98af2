/**
 * The account's loyalty section (decision 045): for a member, their points, the vouchers the points buy (which
 * they can use now) and their welcome offer; for anyone else, joining the programme as a plain form, with an
 * optional referral code (filled from a shared link's `referral_code`) and the agreement to the programme's terms.
 */
import type { Block } from '../../shared/content/blocks'
import { formatMoney } from '../../shared/i18n/money'
import { AccountLayout } from '../components/account-layout'
import { FieldError } from '../components/field-error'
import { Notice } from '../components/notice'
import { WelcomeOffer, type WelcomeOfferView } from '../components/welcome-offer'
import { useShop } from '../i18n'
import { LoyaltyAgreementField } from './join/shared-fields'

export interface LoyaltyVoucherView {
  id: string
  points: number
  amount: number
  available: boolean
  eligible: boolean
}

export interface AccountLoyaltyPageProps {
  signOutAction: string
  notice: string | null
  loyalty:
    | {
        member: true
        /** The member number, when the service gives one. */
        memberId: string | null
        /** The day the shopper joined (`YYYY-MM-DD`), when known. */
        optInDate: string | null
        points: number
        vouchers: readonly LoyaltyVoucherView[]
        welcome: WelcomeOfferView | null
      }
    | { member: false }
  join: {
    action: string
    termsHref: string
    referralCode: string
    /** A refused form's messages: at a field, or for the whole form. */
    errors: { referralCode?: string; agreement?: string; top?: string }
  }
  /** The content service's blocks for the section (a campaign's hero, a referral banner); none when it has none. */
  blocks?: readonly Block[]
}

const ID = 'loyalty-join'

export function AccountLoyaltyPage({
  signOutAction,
  notice,
  loyalty,
  join,
  blocks = [],
}: AccountLoyaltyPageProps) {
  const { t } = useShop()
  const { currency, bcp47 } = t.locale
  return (
    <AccountLayout section="loyalty" signOutAction={signOutAction} notice={notice} blocks={blocks}>
      {loyalty.member ? (
        <>
          <section className="account-loyalty-page__points" aria-labelledby="loyalty-points-title">
            <h2 id="loyalty-points-title">{t.t('loyalty.points.title')}</h2>
            <p className="account-loyalty-page__balance">
              {t.t('loyalty.points.balance', { points: loyalty.points.toLocaleString(bcp47) })}
            </p>
            {loyalty.memberId ? <p>{t.t('loyalty.memberId', { id: loyalty.memberId })}</p> : null}
            {loyalty.optInDate ? (
              <p>{t.t('loyalty.memberSince', { date: t.date(loyalty.optInDate) })}</p>
            ) : null}
          </section>
          <section aria-labelledby="loyalty-vouchers-title">
            <h2 id="loyalty-vouchers-title">{t.t('loyalty.vouchers.title')}</h2>
            {loyalty.vouchers.length === 0 ? (
              <p>{t.t('loyalty.vouchers.empty')}</p>
            ) : (
              <ul className="account-loyalty-page__vouchers">
                {loyalty.vouchers.map((voucher) => (
                  <li key={voucher.id} className="account-loyalty-page__voucher">
                    <strong>
                      {t.t('loyalty.voucher.name', {
                        amount: formatMoney(voucher.amount, currency, bcp47),
                        points: voucher.points.toLocaleString(bcp47),
                      })}
                    </strong>
                    <span>
                      {/* `available`: the membership may spend points (confirmed); `eligible`: the points reach. */}
                      {!voucher.available
                        ? t.t('loyalty.voucher.notEligible')
                        : voucher.eligible
                          ? t.t('loyalty.voucher.available')
                          : t.t('loyalty.voucher.morePoints', {
                              points: Math.max(voucher.points - loyalty.points, 0).toLocaleString(bcp47),
                            })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {loyalty.welcome ? <WelcomeOffer offer={loyalty.welcome} id="loyalty-welcome-title" /> : null}
        </>
      ) : (
        <section className="account-loyalty-page__join" aria-labelledby="loyalty-join-title">
          <h2 id="loyalty-join-title">{t.t('loyalty.join.title')}</h2>
          <p>{t.t('loyalty.join.intro')}</p>
          {join.errors.top ? <Notice kind="error">{join.errors.top}</Notice> : null}
          <form method="post" action={join.action} noValidate className="sign-in-page__form">
            <div className="field">
              <label htmlFor={`${ID}-referral`}>{t.t('loyalty.join.referral')}</label>
              <input
                id={`${ID}-referral`}
                name="referralCode"
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                defaultValue={join.referralCode}
                aria-invalid={join.errors.referralCode ? true : undefined}
                aria-describedby={join.errors.referralCode ? `${ID}-referral-error` : `${ID}-referral-hint`}
                // biome-ignore lint/a11y/noAutofocus: -- back from a refused form, the refused field takes focus
                autoFocus={Boolean(join.errors.referralCode)}
              />
              <p id={`${ID}-referral-hint`} className="field-hint">
                {t.t('loyalty.join.referralHint')}
              </p>
              <FieldError id={`${ID}-referral-error`} message={join.errors.referralCode} />
            </div>
            <LoyaltyAgreementField
              id={`${ID}-agreement`}
              href={join.termsHref}
              error={join.errors.agreement}
              focus={Boolean(join.errors.agreement) && !join.errors.referralCode}
            />
            <button type="submit" className="button button--lg">
              {t.t('loyalty.join.submit')}
            </button>
          </form>
        </section>
      )}
    </AccountLayout>
  )
}
