/**
 * The third-party services the end-to-end server is configured with. Their hosts do not exist: every browser
 * context answers them with stand-ins (see `fixtures.ts`), so the tests stay offline.
 *
 * The gallery widget: `playwright.config.ts` starts `wrangler dev` with `GALLERY_SCRIPT_URL` set to this address,
 * as a deployment with a gallery vendor would be, so the older galleries render configured (the container reserves
 * its height, the script's origin is in the CSP) and load this script when they come into view; the social-commerce
 * galleries show the social media service's photos all the same (decision 092).
 */
export const GALLERY_SCRIPT_URL = 'https://gallery-widget.e2e.test/widget.js'

/** Every request for the gallery script, whatever its query. */
export const GALLERY_SCRIPT_PATTERN = /^https:\/\/gallery-widget\.e2e\.test\/widget\.js(\?|$)/

/** What the stand-in widget does: it marks its container filled, as the vendor's widget fills it with photos. */
export const GALLERY_STUB_SCRIPT = `(() => {
  const id = new URL(document.currentScript.src).searchParams.get('containerId')
  const container = id && document.getElementById(id)
  if (container) container.dataset.galleryStub = 'ran'
})()`
