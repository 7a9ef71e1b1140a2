import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

export interface MetricsSources {
  /** Queued jobs (due or not), running jobs, and how long the oldest due job has waited. */
  queue(): Promise<{ queued: number; running: number; oldestWaitingSeconds: number }>
  /** The PostgreSQL pool's connections; null on the embedded database (one connection, no pool). */
  pool(): { total: number; idle: number; waiting: number } | null
  /** Seconds a `select 1` takes now: on PGlite, the wait behind the query in progress. */
  probe(): Promise<number>
}

/**
 * The server's Prometheus metrics (issue 29), in a registry of its own per app: request counts and
 * latencies by route pattern and status, job rows written, the queue, the database pool, the
 * database wait, and prom-client's process metrics (memory, event-loop delay, GC).
 */
export const createMetrics = (sources: MetricsSources, databaseKind: 'pglite' | 'postgres') => {
  const registry = new Registry()
  registry.setDefaultLabels({ database: databaseKind })
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })

  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers: [registry] })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const jobRows = new Counter({ name: 'job_rows_total', help: 'Rows written by jobs (exports, imports), by kind; rate() is rows per second', labelNames: ['kind'], registers: [registry] })
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs in the queue, by status (queued, running)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const q = await sources.queue()
      this.set({ status: 'queued' }, q.queued)
      this.set({ status: 'running' }, q.running)
    },
  })
  new Gauge({
    name: 'job_queue_oldest_waiting_seconds',
    help: 'How long the oldest due job has waited to be claimed',
    registers: [registry],
    async collect() {
      this.set((await sources.queue()).oldestWaitingSeconds)
    },
  })
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections, by state (total, idle, waiting clients); absent on the embedded database',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = sources.pool()
      if (!p) return
      this.set({ state: 'total' }, p.total)
      this.set({ state: 'idle' }, p.idle)
      this.set({ state: 'waiting' }, p.waiting)
    },
  })
  new Gauge({
    name: 'db_probe_seconds',
    help: 'Time a select 1 takes at scrape time (on PGlite: the wait behind the query in progress)',
    registers: [registry],
    async collect() {
      this.set(await sources.probe())
    },
  })

  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) }
      requests.inc(labels)
      latency.observe(labels, seconds)
    },
    jobRows(kind: string, rows: number) {
      if (rows > 0) jobRows.inc({ kind }, rows)
    },
  }
}

export type Metrics = ReturnType<typeof createMetrics>
