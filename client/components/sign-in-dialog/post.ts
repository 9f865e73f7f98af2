/** How the sign-in dialog talks to the storefront: JSON to its own routes, a refusal as its messages. */

/** What a refused call answers: the message for the shopper, and each refused field's. */
export interface Refusal {
  message: string | null
  fields: Record<string, string>
}

/**
 * Posts JSON to one of the storefront's routes as the page's islands do (the page's locale named, JSON asked for);
 * the answer, or the refusal. Plain `fetch`, so this chunk shares no more code with the page than React.
 */
export async function post<T>(path: string, locale: string, body: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-storefront-locale': locale,
      },
      body: JSON.stringify(body),
    })
  } catch {
    throw { message: null, fields: {} } satisfies Refusal
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null
  if (response.ok && answer) return answer as T
  const details = answer?.errorDetails as { message?: unknown }[] | undefined
  const message = details?.[0]?.message
  throw {
    message: typeof message === 'string' ? message : null,
    fields: (answer?.fields as Record<string, string> | undefined) ?? {},
  } satisfies Refusal
}

/** Reads JSON from one of the storefront's routes in the page's locale; a failure rejects. */
export async function getJson<T>(path: string, locale: string): Promise<T> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'x-storefront-locale': locale },
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as T
}
