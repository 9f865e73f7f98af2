/**
 * The worker's language modules (decisions 116 and 121): each language of the shop, English too, as a plain
 * JavaScript module of its own, dist/worker/messages/en.js and so on, made from the typed catalogue in
 * shared/i18n/messages/. Beside them, dist/worker/messages.js imports each one when it is first asked for
 * (worker/messages.ts calls it), with its types in messages.d.ts. wrangler.toml uploads the folder's modules as
 * modules of their own (`find_additional_modules`), so an isolate evaluates a language only when a request needs
 * it, and the script carries no catalogue. Run by scripts/build-client.ts, after it has emptied dist/.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Language } from '../shared/i18n/locales.ts'
import type { Messages } from '../shared/i18n/messages/en.ts'

/** The languages loaded when needed: every language of the shop (the type checker names one left out). */
export const LANGUAGES = Object.keys({
  en: true,
  fr: true,
  de: true,
  it: true,
  es: true,
  nl: true,
} satisfies Record<Language, true>) as Language[]

const HEADER =
  '// Written by scripts/build-messages.ts from shared/i18n/messages/: edit those, then `npm run build`.\n'

/** Writes the language modules and their loader under `root`/dist/worker; returns each module's size in bytes. */
export async function buildLanguageModules(root: string): Promise<Record<string, number>> {
  const outdir = path.join(root, 'dist/worker')
  await mkdir(path.join(outdir, 'messages'), { recursive: true })
  const sizes: Record<string, number> = {}
  for (const language of LANGUAGES) {
    const source = pathToFileURL(path.join(root, `shared/i18n/messages/${language}.ts`)).href
    const catalogue = (await import(source))[language] as Messages | undefined
    if (!catalogue) throw new Error(`shared/i18n/messages/${language}.ts exports no \`${language}\``)
    // JSON is a JavaScript object literal, so the module is the catalogue as written, without a parser to run.
    const text = `${HEADER}export default ${JSON.stringify(catalogue)}\n`
    await writeFile(path.join(outdir, `messages/${language}.js`), text)
    sizes[language] = Buffer.byteLength(text)
  }
  // Literal specifiers, one per language: wrangler keeps each import of an uploaded module as it is written.
  const loaders = LANGUAGES.map((language) => `  ${language}: () => import('./messages/${language}.js'),`)
  await writeFile(
    path.join(outdir, 'messages.js'),
    `${HEADER}export const LANGUAGE_MODULES = {\n${loaders.join('\n')}\n}\n`,
  )
  await writeFile(
    path.join(outdir, 'messages.d.ts'),
    [
      HEADER,
      "import type { Messages } from '../../shared/i18n/messages/en'",
      "import type { Language } from '../../shared/i18n/locales'",
      '',
      '/** Each language: its module, imported the first time it is called. */',
      'export declare const LANGUAGE_MODULES: Readonly<Record<Language, () => Promise<{ default: Messages }>>>',
      '',
    ].join('\n'),
  )
  return sizes
}
