/** Calls from the review and question islands to the worker's `/api/products` routes. */
import { LOCALE_HEADER } from '../state/cart'

export class CommunityRequestError extends Error {
  override name = 'CommunityRequestError'
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message)
  }
}

/** Sends a JSON request and returns the JSON answer, or throws with the message and field errors of the refusal. */
export async function callCommunity<T>(locale: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      [LOCALE_HEADER]: locale,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json().catch(() => null)) as
    | (T & { errorDetails?: { message?: string }[]; fields?: Record<string, string> })
    | null
  if (!response.ok || json === null) {
    throw new CommunityRequestError(
      json?.errorDetails?.[0]?.message ?? `Request failed with ${response.status}`,
      json?.fields ?? {},
    )
  }
  return json
}
