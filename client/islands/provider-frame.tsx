/**
 * Draws and talks to a payment provider frame (its card or gift-card fields): its height, and its answer to `encrypt` (the
 * opaque tokens, or the fields it found wrong, which it shows itself). Messages from any other origin or window are
 * ignored. Shared by the checkout's payment step and the account's "Add a card".
 */
import { type RefObject, useEffect, useRef, useState } from 'react'

export type FrameMessage =
  | { type: 'ready' | 'resize'; height: number }
  | { type: 'invalid'; fields: string[] }
  | { type: 'error'; reason: string }
  | { type: 'submit' }
  | {
      type: 'encrypted'
      paymentMethod: Record<string, string>
      brand?: string
      lastFour?: string
      /** The device's risk data the card fields collected, for the fraud check. */
      riskData?: { clientData?: string }
    }

/** The provider's fields in their frame, as tall as the frame last said it is (`height`, with a default until then). */
export function ProviderFields(props: {
  frame: RefObject<HTMLIFrameElement | null>
  title: string
  src: string
  height: number
}) {
  return (
    <iframe
      ref={props.frame}
      title={props.title}
      src={props.src}
      className="payment__frame"
      style={{ height: props.height }}
    />
  )
}

/** A new idempotency key: one per attempt to place an order. */
export const newKey = () => crypto.randomUUID().replaceAll('-', '')

/** The frame's height and `encrypt`, which asks it for its tokens (null when it does not answer in 15 s). */
export function useProviderFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  origin: string | null,
  onSubmit?: () => void,
) {
  const [height, setHeight] = useState(0)
  const waiting = useRef<((message: FrameMessage | null) => void) | null>(null)
  useEffect(() => {
    if (!origin) return
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return
      const message = event.data as FrameMessage
      if (!message || typeof message !== 'object') return
      if (message.type === 'ready' || message.type === 'resize') setHeight(message.height)
      else if (message.type === 'submit') onSubmit?.()
      else if (waiting.current) {
        waiting.current(message)
        waiting.current = null
      }
    }
    window.addEventListener('message', listen)
    return () => window.removeEventListener('message', listen)
  }, [origin, frame, onSubmit])
  const encrypt = () =>
    new Promise<FrameMessage | null>((resolve) => {
      const target = frame.current?.contentWindow
      if (!target || !origin) return resolve(null)
      waiting.current = resolve
      target.postMessage({ type: 'encrypt' }, origin)
      setTimeout(() => {
        if (waiting.current === resolve) {
          waiting.current = null
          resolve(null)
        }
      }, 15_000)
    })
  return { height, encrypt }
}
