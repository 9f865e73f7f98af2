/** Rules of the shopper's part in reviews and questions that need the session. */
import type { AppContext } from '../types'
import { ApiError } from './api-error'

/**
 * Lets a helpful vote or a report on a review or answer, or a report on a shopper's photo, count once per
 * session: it is recorded in the session first (so two at once cannot both pass), and the record is taken back
 * when the service does not take it. A second one is refused as a conflict.
 */
export async function onlyOnce<T>(
  c: AppContext,
  action: 'vote' | 'flag' | 'report',
  itemId: string,
  run: () => Promise<T>,
): Promise<T> {
  const key = `${action}:${itemId}`
  if (!(await c.var.session.recordOnce(key)))
    throw new ApiError(action === 'vote' ? 'VOTE409' : action === 'flag' ? 'FLAG409' : 'PHOTO409')
  try {
    return await run()
  } catch (error) {
    await c.var.session.change({ kind: 'unrecord', key })
    throw error
  }
}
