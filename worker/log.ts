/**
 * The worker's one way to log: a structured JSON line per event, carrying the request id and path so a line can be
 * joined to its request, never tokens or cookies. Every detail goes through the redaction of `redact.ts`: an error's
 * text that echoes an e-mail address or a card number logs without it. A leaf: any layer may log without importing
 * the request wiring.
 */
import { redactPath, redactSecrets } from './redact'
import type { AppContext } from './types'

type LogLevel = 'info' | 'warn' | 'error'

function writeLine(level: LogLevel, fields: Record<string, unknown>) {
  const line = JSON.stringify(fields)
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

/** Writes a structured log line with the request id, never tokens or cookies. */
export function logEvent(
  c: AppContext,
  level: LogLevel,
  message: string,
  detail: Record<string, unknown> = {},
) {
  writeLine(level, {
    level,
    message,
    requestId: c.var.requestId,
    path: redactPath(c.req.path),
    ...(redactSecrets(detail) as Record<string, unknown>),
  })
}

/** Writes a queue consumer's log line, which answers no request: the queue's name stands where the request's would. */
export function logQueueEvent(
  queue: string,
  level: LogLevel,
  message: string,
  detail: Record<string, unknown> = {},
) {
  writeLine(level, { level, message, queue, ...(redactSecrets(detail) as Record<string, unknown>) })
}
