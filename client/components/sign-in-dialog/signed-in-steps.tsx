/**
 * The sign-in dialog's steps once the shopper is signed in: the employee terms (spec 1 §4: accept, or go on without
 * the discount) and the sign-in confirmation (spec 1 §2: the greeting, the bag and lists merged, the points), both
 * worded by the route that signed the shopper in.
 */
import { DialogButton, DialogHead, DialogNotice } from './parts'

/** The sign-in confirmation as the route words it, and where the shopper goes on to. */
export interface Confirmed {
  title: string
  notes: string[]
  action: string
  next: string
}

/** The employee terms step as the route words it. */
export interface EmployeeTerms {
  title: string
  intro: string
  link: string
  href: string
  newTab: string
  accept: string
  decline: string
  /** Where the shopper goes once they have decided. */
  continueTo: string
}

interface StepProps {
  closeLabel: string
  close: () => void
}

export function EmployeeTermsStep({
  terms,
  notice,
  busy,
  decide,
  ...head
}: StepProps & {
  terms: EmployeeTerms
  notice: string | null
  busy: boolean
  decide: (decision: 'accept' | 'decline') => void
}) {
  return (
    <div className="sign-in-dialog__body">
      <DialogHead title={terms.title} closeLabel={head.closeLabel} onClose={head.close} />
      <DialogNotice text={notice} />
      <p>{terms.intro}</p>
      <p>
        <a href={terms.href} target="_blank" rel="noopener">
          {terms.link}
          <span className="visually-hidden"> {terms.newTab}</span>
        </a>
      </p>
      <div className="employee-terms__actions">
        <DialogButton busy={busy} onClick={() => decide('accept')}>
          {terms.accept}
        </DialogButton>
        <DialogButton secondary busy={busy} onClick={() => decide('decline')}>
          {terms.decline}
        </DialogButton>
      </div>
    </div>
  )
}

/** Closing it, by its one button or otherwise, goes on to `next`: the page behind is a guest's. */
export function ConfirmationStep({ confirmed, ...head }: StepProps & { confirmed: Confirmed }) {
  return (
    <div className="sign-in-dialog__body">
      <DialogHead title={confirmed.title} closeLabel={head.closeLabel} onClose={head.close} />
      <div className="sign-in-dialog__notes" role="status">
        {confirmed.notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
      </div>
      <DialogButton onClick={head.close}>{confirmed.action}</DialogButton>
    </div>
  )
}
