/**
 * The preview tool's token form without JavaScript (decision 074): a valid token starts the editor's preview session
 * and the tool opens; a refused one is the token form again, at the tool's address, saying why (never the token).
 */
import { startPreviewSession } from '../../services/preview'
import type { AppContext } from '../../types'
import { PreviewSessionSchema } from '../inputs'
import { previewToolRoute } from '../pages/preview-tool'
import { answerForm, pageStatus } from './page-form'

export const previewToolAction = (c: AppContext) =>
  answerForm(c, {
    schema: PreviewSessionSchema,
    act: async ({ token }) => {
      await startPreviewSession(c, token)
      return c.redirect(c.req.path, 303)
    },
    refused: (refusal) => {
      const { t } = c.var
      // Said as the script's form says it: a token missing, or one the shop would not take.
      const text = t.t(
        refusal.detail.fields?.token ? 'previewTool.tokenRequired' : 'previewTool.tokenInvalid',
      )
      return previewToolRoute(c, text, pageStatus(refusal))
    },
  })
