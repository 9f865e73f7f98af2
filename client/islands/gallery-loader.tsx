/**
 * Loads a photo gallery's external script on demand: once the gallery's container comes into view, and then
 * 500 ms later (spec 3 §9), so galleries further down the page cost nothing until the shopper gets there. The
 * script is told the container and the locale in its address and fills the container, which the server rendered
 * with the filter in `data-filter`. Without a configured script (development), or when the script fails to
 * load, the gallery logs a warning and stays out of sight: never a broken box. This island renders nothing.
 */
import { useEffect } from 'react'
import { GALLERY_CREATE_DELAY_MS, galleryScriptSrc } from '../../shared/content/gallery'

export interface GalleryLoaderProps {
  containerId: string
  /** The configured widget script, or null when none is. */
  scriptUrl: string | null
  locale: string
  /** Filter placeholders this page had no value for (the gallery loads without that tag; spec 3 §8). */
  missing: string[]
}

function loadScript(container: HTMLElement, src: string) {
  if (container.dataset.galleryState) return
  container.dataset.galleryState = 'loading'
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.addEventListener('load', () => {
    container.dataset.galleryState = 'loaded'
  })
  script.addEventListener('error', () => {
    container.dataset.galleryState = 'failed'
    container.closest<HTMLElement>('.gallery')?.setAttribute('hidden', '')
    console.warn(`gallery ${container.id}: its script did not load`, src)
  })
  document.head.append(script)
}

export function GalleryLoader({ containerId, scriptUrl, locale, missing }: GalleryLoaderProps) {
  useEffect(() => {
    if (missing.length > 0) {
      console.warn(
        `gallery ${containerId}: no ${missing.join(' or ')} on this page; it loads without that tag`,
      )
    }
    if (!scriptUrl) {
      console.warn(`gallery ${containerId}: no gallery script is configured (GALLERY_SCRIPT_URL)`)
      return
    }
    const container = document.getElementById(containerId)
    if (!container) return
    let timer: number | undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        timer = window.setTimeout(
          () => loadScript(container, galleryScriptSrc(scriptUrl, containerId, locale)),
          GALLERY_CREATE_DELAY_MS,
        )
      },
      { rootMargin: '200px' },
    )
    observer.observe(container)
    return () => {
      observer.disconnect()
      window.clearTimeout(timer)
    }
  }, [containerId, scriptUrl, locale, missing])
  return null
}

export { GalleryLoader as island }
