/**
 * The checkout: shipping, then billing, then the review (spec 1 §4). Rendered on the server as plain forms that
 * post to their own step's page without JavaScript, which goes on to the next step or shows the form again as
 * typed with each refusal at its field (decision 068). Hydrated, each form is checked in the browser by the same
 * rules the worker applies (`shared/account/address.ts`, merged with the platform's rules for the country), errors are
 * announced and focus moves to the first; the step changes in place, with the URL and history kept in step, and
 * the shopper's input is kept whatever the worker answers.
 *
 * The root holds the state (`use-checkout.ts`, one hook per step's form) and each part renders one thing: the
 * steps, the notices, a step, the order summary.
 */
import { formatMoney } from '../../../shared/i18n/money'
import { BillingStep } from './billing-step'
import { Notices } from './notices'
import { OrderSummary } from './order-summary'
import type { CheckoutProps } from './props'
import { Review } from './review'
import { ShippingStep } from './shipping-step'
import { StepsNav } from './steps-nav'
import { useBillingForm } from './use-billing-form'
import { STEPS, useCheckout } from './use-checkout'
import { useCheckoutWords } from './use-checkout-words'
import { useShippingForm } from './use-shipping-form'

export type { CheckoutProps, CheckoutStep } from './props'

export function Checkout(props: CheckoutProps) {
  const words = useCheckoutWords()
  const checkout = useCheckout(props)
  const shipping = useShippingForm(props, checkout)
  const billing = useBillingForm(props, checkout)
  const { cart, step, hydrated } = checkout
  const money = (amount: number) => formatMoney(amount, cart.currency, props.bcp47)

  return (
    <div className="checkout" aria-busy={checkout.busy}>
      <StepsNav step={step} cart={cart} paths={props.paths} hydrated={hydrated} onGo={checkout.goTo} />
      <div className="checkout__layout">
        {/* First, as a phone shows it: the steps never move down for it as the page arrives. */}
        <OrderSummary cart={cart} money={money} />
        <div className="checkout__main">
          <h2
            ref={checkout.heading}
            tabIndex={-1}
            className="checkout__title"
            // biome-ignore lint/a11y/noAutofocus: -- a step reached as a new page starts at its heading, as one reached in place does
            autoFocus={props.focusHeading}
          >
            {words.t('checkout.stepOf', {
              step: STEPS.indexOf(step) + 1,
              count: STEPS.length,
              name: words.t(`checkout.step.${step}`),
            })}
          </h2>
          <Notices
            // The payment step says its own refusals; until it is there (before hydration), the top of the checkout does.
            notice={checkout.notice ?? (hydrated ? null : props.paymentNotice)}
            info={checkout.info}
            busy={checkout.busy}
            saving={words.t('checkout.saving')}
            retry={checkout.retry && { label: words.t('error.tryAgain'), send: checkout.retry }}
          />
          {step === 'shipping' ? (
            <ShippingStep props={props} checkout={checkout} shipping={shipping} money={money} />
          ) : null}
          {step === 'billing' ? <BillingStep props={props} checkout={checkout} billing={billing} /> : null}
          {step === 'summary' ? <Review props={props} checkout={checkout} money={money} /> : null}
        </div>
      </div>
    </div>
  )
}

export { Checkout as island }
