import type { ReactNode } from 'react'

/**
 * One action as a plain form posting `fields`, which works without JavaScript and runs `onSubmit` in place of the
 * post once hydrated; `children` is its submit button.
 */
export function ActionForm({
  action,
  fields,
  onSubmit,
  children,
}: {
  action: string
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
  itemId: string
  fields?: Record<string, string>
  label: string
  name: string
  onSubmit: () => void
}) {
  return (
    <ActionForm
      action={props.action}
      fields={{ itemId: props.itemId, ...props.fields }}
      onSubmit={props.onSubmit}
    >
      <button type="submit" className="link-button" aria-label={props.name}>
        {props.label}
      </button>
    </ActionForm>
  )
}
