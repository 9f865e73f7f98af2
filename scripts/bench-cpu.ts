/**
 * Worker CPU per request, read from the operating system: the user and system time (`/proc/<pid>/stat`, in clock
 * ticks of `getconf CLK_TCK`) of the workerd processes `wrangler dev` runs, before and after a measured stretch,
 * divided by the requests done in it. `wrangler dev` runs two: its own proxy, which owns the shop's port and passes
 * each request on (it does not ship), and the one that runs the workers of both configs (the storefront, the mock
 * API and their Durable Objects). Both are reported, apart; the proxy's share is what the trivial route mostly
 * costs. Linux only: elsewhere the figures are null.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

interface ProcessRow {
  pid: number
  ppid: number
  name: string
  ticks: number
}

/** A process's parent, name and CPU ticks so far; null once it is gone. */
function readStat(pid: number): ProcessRow | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The name is in parentheses and may hold spaces; the fields after it are space-separated.
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // After the name: state, ppid, ... utime is field 14 of the whole line, stime 15 (11 and 12 here, 0-based).
    return { pid, ppid: Number(fields[1]), name, ticks: Number(fields[11]) + Number(fields[12]) }
  } catch {
    return null
  }
}

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
  } catch {
    return ''
  }
}

/** The processes counted: the workers' workerd and the proxy's, each a list (empty when none was found). */
export interface WorkerdProcesses {
  workers: number[]
  proxy: number[]
  description: string
}

/**
 * The workerd processes under `rootPid` (the spawned `wrangler dev`), found by walking every process's parent
 * chain; the one listening on the shop's `port` is the proxy.
 */
export function findWorkerdProcesses(rootPid: number | undefined, port: string): WorkerdProcesses {
  let rows: ProcessRow[] = []
  try {
    rows = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map((entry) => readStat(Number(entry)))
      .filter((row): row is ProcessRow => row !== null)
  } catch {
    // not Linux
  }
  const parentOf = new Map(rows.map((row) => [row.pid, row.ppid]))
  const descends = (pid: number) => {
    for (let at = parentOf.get(pid); at !== undefined && at > 1; at = parentOf.get(at))
      if (at === rootPid) return true
    return false
  }
  const workerd = rows.filter((row) => row.name === 'workerd' && descends(row.pid)).map((row) => row.pid)
  const proxy = workerd.filter((pid) => commandLine(pid).includes(`entry=127.0.0.1:${port} `))
  const workers = workerd.filter((pid) => !proxy.includes(pid))
  return {
    workers,
    proxy,
    description:
      workerd.length === 0
        ? 'no workerd process found: CPU is not reported'
        : `workers: workerd pid ${workers.join(', ') || 'none'} (the storefront, the mock API and their Durable ` +
          `Objects share it, so a page's figure includes the mock API's work for it); proxy: workerd pid ` +
          `${proxy.join(', ') || 'none'} (wrangler's dev proxy on the shop's port, which does not ship)`,
  }
}

let tickMs: number | null = null
/** Milliseconds in one clock tick of `/proc`'s CPU times. */
function clockTickMs(): number {
  if (tickMs === null) {
    try {
      tickMs = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())
    } catch {
      tickMs = 10
    }
  }
  return tickMs
}

/** CPU milliseconds the processes have used so far (user and system, every thread). */
export function cpuMsOf(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (readStat(pid)?.ticks ?? 0), 0) * clockTickMs()
}

/** CPU per request, summed over the stretches measured under each name. */
export function createCpuLedger(processes: WorkerdProcesses) {
  const spent = new Map<string, { workers: number; proxy: number; requests: number }>()
  const counted = processes.workers.length > 0
  const round = (ms: number) => Math.round(ms * 100) / 100
  return {
    /** Runs a stretch that returns how many requests it did, and books its CPU under `name`. */
    async measure<T extends number>(name: string, run: () => Promise<T>): Promise<T> {
      const workers = cpuMsOf(processes.workers)
      const proxy = cpuMsOf(processes.proxy)
      const requests = await run()
      const entry = spent.get(name) ?? { workers: 0, proxy: 0, requests: 0 }
      entry.workers += cpuMsOf(processes.workers) - workers
      entry.proxy += cpuMsOf(processes.proxy) - proxy
      entry.requests += requests
      spent.set(name, entry)
      return requests
    },
    /** Milliseconds of CPU per request under `name` in the workers' process and in the proxy; null when uncounted. */
    perRequest(name: string): { workers: number; proxy: number } | null {
      const entry = spent.get(name)
      if (!counted || !entry || entry.requests === 0) return null
      return { workers: round(entry.workers / entry.requests), proxy: round(entry.proxy / entry.requests) }
    },
  }
}

export type CpuLedger = ReturnType<typeof createCpuLedger>
