/**
 * How a page answers its own plain form (decision 068), as a Hydrogen route's `action` does. The form posts to the
 * page's own URL; its fields are read as `/api` reads a body (the same types, the same size) and validated by the
 * same schema, and the same service is called. Success redirects (post/redirect/get). A refusal, of the body, a
 * field or the service, is worded as `/api` words it, and the page is rendered again at its own URL with what was
 * typed and each message at its field: a reload asks for that page, and nothing typed travels in a URL. A refusal
 * that asks the shopper to sign in again (`reauthenticate`) sends them there instead, coming back to this page.
 */
import type * as z from 'zod'
import type { ApiErrorStatus } from '../../../shared/error-catalogue'
import { ApiError } from '../../services/api-error'
import type { AppContext } from '../../types'
import { type Refusal, readBody, refusalOf, validInput } from '../api/responder'
import { toSignInAgain } from '../sign-in-first'

/** A form's fields as they were typed, for the page that gives them back. */
export type TypedForm = URLSearchParams

export interface FormAction<S extends z.ZodType> {
  schema: S
  /** Calls the service and answers: a redirect, or the page itself when its answer must stay out of a URL. */
  act: (data: z.output<S>, typed: TypedForm) => Promise<Response>
  /** The page again at this URL, with the refusal and the form as typed (empty when the body was not read). */
  refused: (refusal: Refusal, typed: TypedForm) => Promise<Response>
}

/**
 * Answers a page's plain form post.
 *
 * @example return answerForm(c, { schema: SignInSchema, act: signInAndGoOn, refused: signInPageAgain })
 */
export async function answerForm<S extends z.ZodType>(
  c: AppContext,
  action: FormAction<S>,
): Promise<Response> {
  let typed: TypedForm = new URLSearchParams()
  try {
    const { input, isForm } = await readBody(c)
    if (!isForm) throw new ApiError('BODY_TYPE_UNREAD')
    typed = typedFormOf(input)
    return await action.act(validInput(action.schema, input), typed)
  } catch (error) {
    const refusal = refusalOf(c, error)
    // The session is gone: the shopper signs in again and comes back to this page (spec 1 §8, reauthenticate). A
    // guest, who had none, is answered by the form as before (most send them to sign in first).
    if (refusal.detail.action === 'reauthenticate' && (await c.var.session.read()).customer) {
      const here = new URL(c.req.url)
      return toSignInAgain(c, `${here.pathname}${here.search}`)
    }
    const page = await action.refused(refusal, typed)
    // The page is a new answer: it carries the wait a limit asked for, as the `/api` refusal does.
    const retryAfter = c.res.headers.get('retry-after')
    if (retryAfter) page.headers.set('retry-after', retryAfter)
    return page
  }
}

/** A refusal's status as its page answers it: a body the shop would not read is a bad request. */
export const pageStatus = (refusal: Refusal): Exclude<ApiErrorStatus, 413 | 415> =>
  refusal.status === 413 || refusal.status === 415 ? 400 : refusal.status

/** The refused fields' messages among a form's own fields. */
export function fieldErrors<Field extends string>(
  refusal: Refusal,
  names: readonly Field[],
): Partial<Record<Field, string>> {
  const fields = refusal.detail.fields ?? {}
  return Object.fromEntries(
    names.filter((name) => fields[name]).map((name) => [name, fields[name] as string]),
  ) as Partial<Record<Field, string>>
}

/** A typed field given back, cut to what its field holds (or a little more, so its message still applies). */
export const typedText = (typed: TypedForm, name: string, max: number) =>
  (typed.get(name) ?? '').slice(0, max)

/** The fields of a form body as `readBody` gives them (a name's several values as a list). */
function typedFormOf(input: unknown): TypedForm {
  const typed = new URLSearchParams()
  for (const [name, value] of Object.entries(input as Record<string, string | string[]>))
    for (const each of Array.isArray(value) ? value : [value]) typed.append(name, each)
  return typed
}
