/** The checkout's steps: each one the cart is ready for is a link, followed in place once hydrated. */
import type { Cart } from '../../../shared/bag/cart'
import type { CheckoutStep } from './props'
import { STEPS } from './use-checkout'
import { useCheckoutWords } from './use-checkout-words'

export interface StepsNavProps {
  step: CheckoutStep
  cart: Cart
  paths: Record<CheckoutStep, string>
  hydrated: boolean
  onGo: (step: CheckoutStep) => void
}

export function StepsNav({ step, cart, paths, hydrated, onGo }: StepsNavProps) {
  const words = useCheckoutWords()
  const furthest: CheckoutStep = !cart.shippingAddress
    ? 'shipping'
    : !cart.billingAddress
      ? 'billing'
      : 'summary'
  const reachable = (entry: CheckoutStep) => STEPS.indexOf(entry) <= STEPS.indexOf(furthest)
  const stepIndex = STEPS.indexOf(step)
  return (
    <nav className="checkout__steps" aria-label={words.t('checkout.stepsNav')}>
      <ol>
        {STEPS.map((entry, index) => (
          <li
            key={entry}
            className={entry === step ? 'is-current' : index < stepIndex ? 'is-done' : undefined}
          >
            {entry !== step && reachable(entry) ? (
              <a
                href={paths[entry]}
                onClick={(event) => {
                  if (!hydrated) return
                  event.preventDefault()
                  onGo(entry)
                }}
              >
                <span className="checkout__step-number">{index + 1}</span> {words.t(`checkout.step.${entry}`)}
              </a>
            ) : (
              <span aria-current={entry === step ? 'step' : undefined}>
                <span className="checkout__step-number">{index + 1}</span> {words.t(`checkout.step.${entry}`)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
