/**
 * The header's account link for a guest (decision 046): a plain link to the account (which sends a guest to sign
 * in) that, with JavaScript, opens the sign-in dialog instead, or the simplified enrolment dialog where the
 * deployment turns it on. This island hydrates on the first pointer or focus inside it and holds only the click;
 * the dialog's own code is fetched on the first click. A click with a modifier (a new tab) stays a link. Closing
 * the dialog gives focus back to the link.
 */
import { type ComponentType, type MouseEvent, useRef, useState } from 'react'
import type { SignInDialogProps } from '../components/sign-in-dialog'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

export interface SignInLinkProps {
  href: string
  className: string
  dialog: SignInDialogProps
}

type Dialog = ComponentType<SignInDialogProps & { onClose: () => void }>

export function SignInLink({ href, className, dialog }: SignInLinkProps) {
  const words = useWords<IslandWordKey<'sign-in-link'>>()
  const link = useRef<HTMLAnchorElement>(null)
  const [Dialog, setDialog] = useState<Dialog | null>(null)
  const [open, setOpen] = useState(false)
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (Dialog) return setOpen(true)
    import('../components/sign-in-dialog').then(
      (module) => {
        setDialog(() => module.SignInDialog)
        setOpen(true)
      },
      () => window.location.assign(href),
    )
  }
  const close = () => {
    setOpen(false)
    link.current?.focus()
  }
  return (
    <>
      <a ref={link} className={className} href={href} onClick={onClick} aria-haspopup="dialog">
        {words.t('account.link')}
      </a>
      {open && Dialog ? <Dialog {...dialog} onClose={close} /> : null}
    </>
  )
}

export { SignInLink as island }
