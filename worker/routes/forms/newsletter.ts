/**
 * The newsletter block's plain form (decision 074), which any page with the block may carry: it posts to the page it
 * is on, named by `?form=newsletter`, as SvelteKit names a page's actions. Success goes back to the block with
 * `?newsletter=subscribed`; a refusal is that page again at its own address, the email as typed and each message at
 * its field (or atop the form), never in a URL.
 */
import { signUpForNewsletter } from '../../services/newsletter'
import type { AppContext } from '../../types'
import { NewsletterBodySchema } from '../inputs'
import { pageAgain } from './page-again'
import { answerForm, fieldErrors, typedText } from './page-form'

/** A block's id, as the page names its element: the way back goes to it. */
const BLOCK_ID = /^[A-Za-z0-9_-]{1,100}$/

export const newsletterAction = (c: AppContext) =>
  answerForm(c, {
    schema: NewsletterBodySchema,
    act: async (data) => {
      await signUpForNewsletter(c, data)
      const block = data.blockId && BLOCK_ID.test(data.blockId) ? `#${data.blockId}` : ''
      return c.redirect(`${c.req.path}?newsletter=subscribed${block}`, 303)
    },
    refused: async (refusal, typed) => {
      const errors = fieldErrors(refusal, ['email', 'policy'] as const)
      c.set('newsletterRefused', {
        email: typedText(typed, 'email', 201),
        notice: Object.keys(errors).length > 0 ? null : refusal.message,
        errors,
      })
      return pageAgain(c, refusal)
    },
  })
