import { ActionForm, IntentField } from './action-form'
import { useBag } from './context'

/** The promo code field, its refusal kept at it, and the codes applied, each to remove. */
export function PromoCodeForm() {
  const { words, action, cart, busy, summaryChanges } = useBag()
  const { coupon } = summaryChanges
  return (
    <>
      <form
        className="bag__coupon"
        method="post"
        action={action}
        onSubmit={summaryChanges.applyCoupon}
        noValidate
      >
        <IntentField intent="applyCoupon" />
        <label htmlFor="bag-coupon">{words.t('bag.coupon.label')}</label>
        <div className="bag__coupon-row">
          <input
            ref={coupon.input}
            id="bag-coupon"
            name="code"
            value={coupon.value}
            onChange={(event) => coupon.change(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={coupon.error ? true : undefined}
            aria-describedby={coupon.error ? 'bag-coupon-error' : undefined}
          />
          <button type="submit" className="button button--secondary" disabled={busy}>
            {words.t('bag.coupon.apply')}
          </button>
        </div>
        {coupon.error ? (
          <p id="bag-coupon-error" className="field-error" role="alert">
            {coupon.error}
          </p>
        ) : null}
      </form>
      {cart.coupons.length > 0 ? (
        <ul className="bag__coupons">
          {cart.coupons.map(({ code, applied }) => (
            <li key={code} className={applied ? undefined : 'is-idle'}>
              <span>{words.t(applied ? 'bag.coupon.applied' : 'bag.coupon.notApplied', { code })}</span>
              <ActionForm
                action={action}
                intent="removeCoupon"
                fields={{ code }}
                onSubmit={() => summaryChanges.removeCoupon(code)}
              >
                <button
                  type="submit"
                  className="link-button"
                  aria-label={words.t('bag.coupon.remove', { code })}
                >
                  {words.t('bag.remove')}
                </button>
              </ActionForm>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
