/**
 * The helpers the content service's editorial pages are written with (the demo shop's stories and journal,
 * Tidewater's home and stories), so that every page builds its text, pictures and cards the same way the service
 * answers them: text in six languages as a `$t` object that the service localises (falling back to English), and
 * pictures from /media/content/ with their size, so a page reserves their room before they load.
 */
import { l } from '../seed/categories'

/** Text in the six languages of the shop, in this order: `tx('Our story', 'Notre histoire', …)`. */
export const tx = (en: string, fr: string, de: string, it: string, es: string, nl: string) => ({
  $t: l(en, fr, de, it, es, nl),
})
export type Text = ReturnType<typeof tx>

/** A picture of the editorial art, `/media/content/<file>.svg`; an empty `alt` marks it as decoration. */
export const media = (file: string, alt: Text | string, width = 1200, height = 800) => ({
  url: `/media/content/${file}.svg`,
  alt,
  width,
  height,
})

/** A card that links to `url` under a decorative portrait picture, with any more fields the block reads. */
export const card = (title: Text, url: string, file: string, extra: Record<string, unknown> = {}) => ({
  title,
  url,
  media: media(file, '', 600, 750),
  ...extra,
})
