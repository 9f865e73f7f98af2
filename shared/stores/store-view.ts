/**
 * How a store is told in the shopper's language: its open state, its distance in the locale's unit. Used by the
 * locator page and by the stock answers the pickup pickers show, so both word a store the same way.
 */

import type { Translator } from '../i18n/i18n'
import { localDistance } from './distance'
import { type OpenState, openStateMessages } from './store-hours'

/** "Open now · closes at 8:00 PM", "Closed today · Opens tomorrow at 10:00 AM"… */
export function describeOpenState(state: OpenState, t: Translator): string {
  return openStateMessages(state, t.locale.bcp47)
    .map((message) => t.t(message.key, message.values))
    .join(' · ')
}

/** The distance message's template in the locale's unit, its `{distance}` left for the number. */
export const distanceTemplate = (t: Translator): string =>
  t.t(localDistance(0, t.locale.code).unit === 'mi' ? 'stores.distanceMiles' : 'stores.distance')

/** "6.2 mi away" on en-us, "10 km entfernt" on de-de. */
export function describeDistance(km: number, t: Translator): string {
  const { value } = localDistance(km, t.locale.code)
  return distanceTemplate(t).replace('{distance}', t.number(value))
}
