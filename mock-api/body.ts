/** Request bodies of the mock API's contracts. */
import type { Context } from 'hono'
import type * as z from 'zod'

/** A JSON body checked by a schema; null when it is not JSON or does not pass, for the route to refuse its way. */
export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S> | null> {
  const parsed = schema.safeParse(await c.req.json().catch(() => null))
  return parsed.success ? (parsed.data as z.output<S>) : null
}

/**
 * A JSON body that may be left out: `{ data: null }` when the request has none, the checked body when it passes,
 * and null when what was sent is not JSON or does not pass.
 */
export async function readOptionalJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<{ data: z.output<S> | null } | null> {
  const raw = await c.req.text()
  if (raw.trim() === '') return { data: null }
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = schema.safeParse(body)
  return parsed.success ? { data: parsed.data as z.output<S> } : null
}
