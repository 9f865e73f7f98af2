/**
 * Where a new account came from (spec 1 §3 "Consumer details": `source` with `acquisitionType` and `campaignName`):
 * the campaign parameters the shop already sees on the link a shopper arrived by. The type is the content service's
 * `enrollment_marketing_source`, else its `leadSource`, else `utm_source`; the campaign is `utm_campaign`. Kept
 * through the sign-up form as hidden fields and sent with the sign-up; never shown to the shopper.
 */

/** A source value the shop passes on: letters, digits and a few separators, at most 60 characters. */
const SOURCE_VALUE = /^[\p{L}\p{N} _.:+/-]{1,60}$/u

/** Where the account came from, as the consumer service takes it. */
export interface AcquisitionSource {
  acquisitionType: string
  campaignName: string | null
}

const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? ''
  return SOURCE_VALUE.test(trimmed) ? trimmed : ''
}

/**
 * The source a page's query names, as the form's hidden fields hold it (empty strings for none); a value that is
 * not a plain name is left out.
 *
 * @example sourceFromQuery(new URLSearchParams('utm_source=newsletter&utm_campaign=spring-26'))
 * // { acquisitionType: 'newsletter', campaignName: 'spring-26' }
 */
export function sourceFromQuery(query: { get(name: string): string | null }): {
  acquisitionType: string
  campaignName: string
} {
  const type = [query.get('enrollment_marketing_source'), query.get('leadSource'), query.get('utm_source')]
    .map(clean)
    .find((value) => value !== '')
  return { acquisitionType: type ?? '', campaignName: type ? clean(query.get('utm_campaign')) : '' }
}

/** The source a sign-up sends, from its hidden fields: null without a type; a value not a plain name is dropped. */
export function acquisitionSourceOf(fields: {
  acquisitionType?: string
  campaignName?: string
}): AcquisitionSource | null {
  const acquisitionType = clean(fields.acquisitionType)
  if (!acquisitionType) return null
  return { acquisitionType, campaignName: clean(fields.campaignName) || null }
}
