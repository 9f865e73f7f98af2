import type { ReactNode } from 'react'
import { type BagFormIntent, INTENT_FIELD } from '../../../shared/bag/bag-forms'

/** What a bag form does, posted with it to the bag's own address, which answers it (decision 072). */
export function IntentField({ intent }: { intent: BagFormIntent }) {
  return <input type="hidden" name={INTENT_FIELD} value={intent} />
}

/**
 * One action as a plain form posting its `intent` and `fields`, which works without JavaScript and runs `onSubmit`
 * in place of the post once hydrated; `children` is its submit button.
 */
export function ActionForm({
  action,
  intent,
  fields,
  onSubmit,
  children,
}: {
  action: string
  intent: BagFormIntent
  fields: Record<string, string>
  onSubmit: () => void
  children: ReactNode
}) {
  return (
    <form
      method="post"
      action={action}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <IntentField intent={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  )
}

/** One action on a line: its id (and `fields`) posted; `name` is the button's accessible name, with the product. */
export function LineButton(props: {
  action: string
  intent: BagFormIntent
  itemId: string
  fields?: Record<string, string>
  label: string
  name: string
  onSubmit: () => void
}) {
  return (
    <ActionForm
      action={props.action}
      intent={props.intent}
      fields={{ itemId: props.itemId, ...props.fields }}
      onSubmit={props.onSubmit}
    >
      <button type="submit" className="link-button" aria-label={props.name}>
        {props.label}
      </button>
    </ActionForm>
  )
}
