/**
 * `npm start` and `npm run dev` serve on the port `PORT` names (8787 without it), through scripts/serve.ts; a
 * `PORT` that is not a port number is refused with a message, before anything starts.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { expect, test } from './fixtures'

const root = path.resolve(import.meta.dirname, '../..')
const serve = path.join(root, 'scripts/serve.ts')

const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ])
    .toString()
    .trim()

test.describe('serving the shop locally', () => {
  for (const port of ['http', '0', '65536', '80a', '-1']) {
    test(`refuses PORT=${port} with a message and starts nothing`, () => {
      const result = spawnSync(process.execPath, [serve], {
        cwd: root,
        env: { ...process.env, PORT: port },
        encoding: 'utf8',
        timeout: 20_000,
      })
      expect(result.status).toBe(1)
      expect(result.stderr).toContain('PORT must be a port number from 1 to 65535')
    })
  }

  test('serves on the port PORT names', async () => {
    test.setTimeout(120_000)
    const port = freePort()
    // The payment provider starts beside the shop: on a free port too, so a developer's `npm start` is no obstacle.
    const paymentsPort = freePort()
    const args = [
      '--ip',
      '127.0.0.1',
      '--persist-to',
      '.wrangler/serve-test',
      '--show-interactive-dev-session=false',
    ]
    const server: ChildProcess = spawn(process.execPath, [serve, ...args], {
      cwd: root,
      env: { ...process.env, PORT: port, PAYMENTS_PORT: paymentsPort },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    // What wrangler says goes into the report when the shop never answers.
    let output = ''
    const keep = (chunk: unknown) => {
      output = `${output}${String(chunk)}`.slice(-4000)
    }
    server.stdout?.on('data', keep)
    server.stderr?.on('data', keep)
    try {
      await expect
        .poll(
          async () => {
            try {
              return (await fetch(`http://127.0.0.1:${port}/healthz`)).status
            } catch {
              return 0
            }
          },
          { timeout: 100_000, intervals: [500] },
        )
        .toBe(200)
    } catch (error) {
      await test.info().attach('wrangler output', { body: output, contentType: 'text/plain' })
      throw error
    } finally {
      if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM')
    }
  })
})
