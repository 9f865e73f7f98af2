import type { APIRequestContext } from '@playwright/test'

/**
 * A request to the mock API on its own port (`E2E_MOCK_PORT`, playwright.config.ts), with its access key, as a
 * developer asks it with curl (docs/guides/demo-data.md): its outbox, its stock by hand, its performance batches.
 *
 * That process shares its D1 file with the shop's server, so a write or read that meets the other process's write
 * lock is answered 500 (SQLite's "database is locked": two local processes on one file, which a deployment never
 * has). Such an answer is asked again, up to eight times in two seconds; any other answer is returned as it is.
 */
export async function askMock(
  request: APIRequestContext,
  path: string,
  body?: Record<string, unknown>,
): Promise<Awaited<ReturnType<APIRequestContext['get']>>> {
  const url = `http://localhost:${process.env.E2E_MOCK_PORT}${path}`
  const headers = { 'x-api-key': 'dev-access-key' }
  for (let attempt = 1; ; attempt++) {
    const answer = body
      ? await request.post(url, { headers, data: body })
      : await request.get(url, { headers })
    if (answer.status() !== 500 || attempt === 8) return answer
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The links the mock "emailed" or "texted" to an address or number, newest first. */
export async function outboxLinks(request: APIRequestContext, to: string): Promise<string[]> {
  const answer = await askMock(request, `/__dev/outbox?to=${encodeURIComponent(to)}`)
  if (answer.status() !== 200) throw new Error(`The mock's outbox answered ${answer.status()}`)
  const { emails } = (await answer.json()) as { emails: { link: string }[] }
  return emails.map((email) => email.link)
}
