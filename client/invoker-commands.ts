/**
 * Invoker commands (`<button commandfor="id" command="show-modal">`): a button that opens or closes a dialog with no
 * script. React passes the attributes through as written; its types do not know them yet. Modules that render
 * them import this one for its types (`import type {} from '../invoker-commands'`).
 */
export {}

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the command acts on. */
    commandfor?: string
    /** What the button does to that element: `show-modal`, `close`, `request-close`, `toggle-popover`... */
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover'
  }
}
