/**
 * `/{locale}/privacy-choices`, a shop page among content slugs (decision 008): the preference centre of the shop's
 * own consent banner (decision 060), on every site. Never stored: it shows this shopper's choice.
 */
import { PrivacyChoicesPage } from '../../../client/pages/privacy-choices-page'
import { privacyChoicesPath } from '../../../shared/routes'
import { loadChrome } from '../../loaders/chrome'
import { type RenderPageOptions, renderPage } from '../../render/page'
import type { AppContext } from '../../types'

/** The centre, and after a refused choice (worker/routes/forms/consent.ts) why it was refused. */
export async function privacyChoicesRoute(
  c: AppContext,
  state: { refusal: string | null } = { refusal: null },
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale, consent } = c.var
  const chrome = await loadChrome(c, undefined, { popups: false })
  const path = privacyChoicesPath(locale.code)
  return renderPage(c, {
    head: {
      title: t.t('consent.centre.title'),
      description: t.t('consent.centre.intro'),
      canonicalPath: path,
      indexable: false,
      pageType: 'other',
    },
    // The page is the banner's "Manage choices": the banner itself would only repeat it.
    chrome: chrome.consent ? { ...chrome, consent: { ...chrome.consent, banner: false } } : chrome,
    page: (
      <PrivacyChoicesPage
        action={path}
        returnTo={path}
        consent={{
          performanceAndAnalytics: consent.performanceAndAnalytics,
          functional: consent.functional,
          targeting: consent.targeting,
        }}
        gpc={consent.gpc}
        asked={consent.asked}
        saved={state.refusal === null && c.req.query('consent') === 'saved'}
        refusal={state.refusal}
      />
    ),
    status,
    noStore: true,
  })
}
