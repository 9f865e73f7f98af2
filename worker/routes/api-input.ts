import type { AppContext } from '../types'

/**
 * The body of an `/api` call: a plain form (pages without JavaScript) or JSON (islands). Unreadable bodies are
 * an empty input, which each route's validation then refuses.
 */
export async function readInput(c: AppContext): Promise<{ input: Record<string, unknown>; isForm: boolean }> {
  const isForm = (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
  const input = (
    isForm ? await c.req.parseBody().catch(() => null) : await c.req.json().catch(() => null)
  ) as Record<string, unknown> | null
  return { input: input !== null && typeof input === 'object' ? input : {}, isForm }
}
