/**
 * A page left open across a deployment (decision 108). Its islands' chunks are named by the build that rendered
 * it (`<html data-build>`); once a new build is deployed those files are gone, and an island that loads its code
 * only when seen or reached would stay dead. When a chunk does not load, the page asks for its own build's app
 * manifest (`/builds/meta/{buildId}.json`): a 404 says the build is no longer served, and the page reloads itself,
 * once per build and tab (a second failure of the same build leaves the server's markup, whose forms work without
 * script). What the shopper had typed is kept in the tab's session storage for the page it reloads, and put back in
 * its fields before any island hydrates, so each island takes it as typed (entry.tsx). Passwords, card fields and
 * files are never kept. Any other answer (this build is served, or no answer) means the chunk failed for another
 * reason, and the island stays as the server rendered it.
 */
import { buildMetaPath } from '../shared/build'

const KEPT = 'sf-kept'
const RELOADED = 'sf-reloaded'

type Field = HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement

/** The page's address without its fragment: a GET of it reloads the page, also one a refused form's post answered. */
const here = () => location.href.split('#')[0] as string

/** The fields a shopper types or chooses in, in document order: no password, card field, file or hidden one. */
const fields = () =>
  [...document.querySelectorAll<Field>('input,select,textarea')].filter(
    (field) => !/password|hidden|file|submit|button/.test(field.type) && !/^cc-/.test(field.autocomplete),
  )

/**
 * After an island's chunk failed to load: resolves true when the page is reloading for the build now served,
 * false when it is not (the build is still served, the manifest cannot be read, or this build reloaded once).
 */
export async function recoverStaleBuild(): Promise<boolean> {
  const build = document.documentElement.dataset.build
  try {
    if (!build || sessionStorage.getItem(RELOADED) === build) return false
    if ((await fetch(buildMetaPath(build))).status !== 404) return false
    sessionStorage.setItem(RELOADED, build)
    const typed = fields().map((field) => [field.name, field.value, field.checked])
    sessionStorage.setItem(KEPT, JSON.stringify([here(), typed]))
    location.replace(here())
    return true
  } catch {
    return false
  }
}

/**
 * What the shopper typed before this page reloaded itself for a new build, taken out of session storage: a function
 * that puts it back (once the document is whole, before islands hydrate), each value and tick into the field at the
 * same place with the same name; null when nothing was kept for this page.
 */
export function takeKeptFields(): (() => void) | null {
  try {
    const [href, typed] = JSON.parse(sessionStorage.getItem(KEPT) ?? '[]') as [
      string,
      [string, string, boolean][],
    ]
    sessionStorage.removeItem(KEPT)
    if (href === here())
      return () =>
        fields().forEach((field, index) => {
          const [name, value, checked] = typed[index] ?? []
          if (name !== field.name) return
          field.value = value as string
          field.checked = checked as boolean
        })
  } catch {}
  return null
}
