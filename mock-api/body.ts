/** Request bodies of the mock API's contracts. */
import type { Context } from 'hono'
import type { z } from 'zod'

/** A JSON body checked by a schema; null when it is not JSON or does not pass, for the route to refuse its way. */
export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S> | null> {
  const parsed = schema.safeParse(await c.req.json().catch(() => null))
  return parsed.success ? (parsed.data as z.output<S>) : null
}
