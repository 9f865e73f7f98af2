/**
 * Every page type is valid HTML by the W3C Nu HTML Checker (`vnu-jar`, run with the machine's Java): the document
 * each page's address answers, as the server streamed it (deferred sections included), checked in one run of the
 * checker. A failure lists each error with its page and line. The documents are asked for with the page's own
 * cookies (a bag with a line, a comparison), by the context's request client: the checker reads the answer, so
 * the browser need not draw thirty pages first.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from './fixtures'
import { keepOffline, PAGES } from './page-types'

const run = promisify(execFile)
const VNU_JAR = join(createRequire(import.meta.url).resolve('vnu-jar'), '..', 'build', 'dist', 'vnu.jar')

interface CheckerMessage {
  type: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

test('every page type is valid HTML by the W3C Nu HTML Checker', async ({ page }) => {
  // Thirty pages and one run of the checker, whose Java takes a few seconds to start.
  test.setTimeout(240_000)
  await keepOffline(page)
  const folder = await mkdtemp(join(tmpdir(), 'html-validity-'))
  const pageOf = new Map<string, string>()
  try {
    for (const [index, entry] of PAGES.entries()) {
      await entry.fill?.(page, true)
      const response = await page.request.get(entry.path, { headers: { accept: 'text/html' } })
      expect(response.status(), entry.path).toBe(entry.status ?? 200)
      const html = await response.text()
      const file = join(folder, `${String(index).padStart(2, '0')}.html`)
      await writeFile(file, html)
      pageOf.set(basename(file), `${entry.name} (${entry.path})`)
    }
    const { stdout, stderr } = await run(
      process.env.JAVA ?? 'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', folder],
      { maxBuffer: 32 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(stderr || stdout) as { messages: CheckerMessage[] }
    const errors = messages
      .filter((message) => message.type === 'error')
      .map(
        (message) =>
          `${pageOf.get(basename(message.url)) ?? message.url}, line ${message.lastLine ?? '?'}: ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ''}`,
      )
    expect(errors).toEqual([])
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
})
