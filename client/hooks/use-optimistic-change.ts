/**
 * A change the page shows at once, before the server has it, as Hydrogen's cart forms do: the value changes in
 * place, the change is sent, and the server's answer replaces it; a refusal puts the value back and leaves a notice.
 *
 * Answers can come back out of order, so only the newest change's answer is shown (it holds every change before
 * it). When the newest is refused while others were on their way, the value before it is no longer true: it is read
 * again with `reread` instead. So it is when the refusal says the server changed the value itself (`stale`: a line
 * the cart no longer has, a total recalculated): putting back the old value would show what is gone. A new change clears the last notice, so a refusal never sits beside an earlier
 * success. `pending` counts the changes on their way, for a busy state.
 *
 * @example
 * const { value: cart, pending, notice, change } = useOptimisticChange(props.cart, { reread: readCart })
 * const saved = await change({
 *   optimistic: withQuantity(cart, line, 2),
 *   send: () => updateLine(line, 2),
 *   done: { kind: 'success', text: 'Updated' },
 *   refused: (error) => ({ kind: 'error', text: messageOf(error) }),
 * })
 */
import { useRef, useState } from 'react'

export interface OptimisticChange<Value, Notice> {
  /** The value as it will be once the change lands; without it the value waits for the answer. */
  optimistic?: Value
  /** Sends the change: resolves with the value the server answers, rejects when it refuses. */
  send: () => Promise<Value>
  /** The notice once the change has landed; null for none. */
  done: Notice | null
  /** The notice for a refusal; null when the caller shows the refusal itself (at a field). */
  refused: (error: unknown) => Notice | null
}

export interface OptimisticChangeOptions<Value, Notice> {
  /** The notice shown before any change (the outcome of a plain form post); null by default. */
  notice?: Notice | null
  /** Reads the value as the server now holds it; null leaves it as it is. Without it a refusal always rolls back. */
  reread?: () => Promise<Value | null>
  /** A refusal after which the value is read again rather than put back: the server changed it meanwhile. */
  stale?: (error: unknown) => boolean
}

export function useOptimisticChange<Value, Notice>(
  initial: Value,
  { notice: initialNotice = null, reread, stale }: OptimisticChangeOptions<Value, Notice> = {},
) {
  const [value, setValue] = useState(initial)
  const [pending, setPending] = useState(0)
  const [notice, setNotice] = useState(initialNotice)
  /** How many changes were sent; an answer is shown only when its change is the newest. */
  const sent = useRef(0)

  /** Makes the change; true once the server has taken it, false when refused. */
  async function change({
    optimistic,
    send,
    done,
    refused,
  }: OptimisticChange<Value, Notice>): Promise<boolean> {
    const before = value
    const order = ++sent.current
    const overlapped = pending > 0
    if (optimistic !== undefined) setValue(optimistic)
    setPending((count) => count + 1)
    setNotice(null)
    try {
      const next = await send()
      if (order === sent.current) setValue(next)
      setNotice(done)
      return true
    } catch (error) {
      if (order === sent.current) {
        if ((overlapped || stale?.(error)) && reread)
          void reread().then(
            (now) => now !== null && order === sent.current && setValue(now),
            () => undefined,
          )
        else setValue(before)
      }
      setNotice(refused(error))
      return false
    } finally {
      setPending((count) => count - 1)
    }
  }

  return { value, pending, notice, change }
}
