/**
 * The comparison's own forms: a product added (from its page) or removed (from the comparison), with `intent`,
 * both back to the comparison; a refusal (the comparison full, a product the shop does not sell) is the comparison
 * at its own address, saying why.
 */
import * as z from 'zod'
import { STYLE_CODE } from '../../../shared/ids'
import { comparePath } from '../../../shared/routes'
import { addToCompare, removeFromCompare } from '../../services/compare'
import type { AppContext } from '../../types'
import { renderCompare } from '../pages/compare'
import { answerForm, pageStatus } from './page-form'

const CompareFormSchema = z.object({
  intent: z.enum(['add', 'remove']),
  styleCode: z.string().regex(STYLE_CODE),
})

export const compareAction = (c: AppContext) =>
  answerForm(c, {
    schema: CompareFormSchema,
    act: async ({ intent, styleCode }) => {
      if (intent === 'add') await addToCompare(c, styleCode)
      else await removeFromCompare(c, styleCode)
      return c.redirect(comparePath(c.var.locale.code), 303)
    },
    refused: (refusal) => renderCompare(c, refusal.message, pageStatus(refusal)),
  })
