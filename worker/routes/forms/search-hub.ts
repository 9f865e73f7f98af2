/**
 * The search hub's own form (decision 074): the shopper's recent searches cleared, back to the hub saying so
 * (`?recent=cleared`); a refusal is the hub, at its own address, saying why.
 */
import * as z from 'zod'
import { searchHubPath } from '../../../shared/routes'
import { clearRecentSearches } from '../../services/search'
import type { AppContext } from '../../types'
import { searchHubRoute } from '../pages/search-hub'
import { answerForm, pageStatus } from './page-form'

export const searchHubAction = (c: AppContext) =>
  answerForm(c, {
    schema: z.object({ intent: z.literal('clearRecent') }),
    act: async () => {
      await clearRecentSearches(c)
      return c.redirect(`${searchHubPath(c.var.locale.code)}?recent=cleared`, 303)
    },
    refused: (refusal) => searchHubRoute(c, refusal.message, pageStatus(refusal)),
  })
