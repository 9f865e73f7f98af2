/** The words of personalised lines (decision 030), for the islands that show them; server side only. */

import { THREAD_COLOURS } from '../../shared/embroidery'
import type { Translator } from '../../shared/i18n'
import type { CustomLineLabels } from './bag-line-parts'

/** Each thread colour's name in the page's language, by its code. */
export const threadNames = (t: Translator): Record<string, string> =>
  Object.fromEntries(THREAD_COLOURS.map((thread) => [thread.code, t.t(`custom.thread.${thread.code}`)]))

export const customLineLabels = (t: Translator): CustomLineLabels => ({
  badge: t.t('custom.badge'),
  line: t.t('custom.line'),
  threads: threadNames(t),
  surcharge: t.t('custom.surcharge'),
  noReturns: t.t('custom.noReturns'),
  delivery: t.t('custom.delivery'),
  ownShipment: t.t('custom.ownShipment'),
})
