import type { SignInConfirmation } from '../../shared/account/sign-in-confirmation'

/**
 * The sign-in confirmation as a plain form's sign-in lands with it (spec 1 §2, the dialog's no-script path): a
 * status under the header, its title and what signing in did.
 */
export function SignInStatus({ confirmation }: { confirmation: SignInConfirmation }) {
  return (
    <section className="sign-in-status" role="status" aria-labelledby="sign-in-status-title">
      <h2 id="sign-in-status-title" className="sign-in-status__title">
        {confirmation.title}
      </h2>
      {confirmation.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </section>
  )
}
