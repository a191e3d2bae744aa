/**
 * A small Moonraker HTTP client for tests: reads the printer back through its public API, exactly
 * as another dashboard would, so an e2e test checks what the printer now is, not what the page says.
 */
export class PrinterClient {
  private token: string | null = null

  constructor(
    readonly url: string,
    private readonly user?: { username: string; password: string },
  ) {}

  private async headers(): Promise<Record<string, string>> {
    if (this.user && !this.token) {
      const res = await fetch(`${this.url}/access/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: this.user.username, password: this.user.password, source: 'moonraker' }),
      })
      this.token = ((await res.json()) as { result: { token: string } }).result.token
    }
    return this.token ? { Authorization: `Bearer ${this.token}` } : {}
  }

  async get<T>(pathAndQuery: string): Promise<T> {
    const res = await fetch(`${this.url}${pathAndQuery}`, { headers: await this.headers() })
    const body = (await res.json()) as { result: T; error?: { message: string } }
    if (!res.ok) throw new Error(`${res.status} ${body.error?.message}`)
    return body.result
  }

  async post<T>(pathAndQuery: string, body: unknown = {}): Promise<T> {
    const res = await fetch(`${this.url}${pathAndQuery}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await this.headers()) },
      body: JSON.stringify(body),
    })
    const json = (await res.json()) as { result: T; error?: { message: string } }
    if (!res.ok) throw new Error(`${res.status} ${json.error?.message}`)
    return json.result
  }

  /** One printer object's fields: query('extruder') → { temperature, target, … }. */
  async query<T = Record<string, unknown>>(object: string): Promise<T> {
    const result = await this.get<{ status: Record<string, T> }>(`/printer/objects/query?${encodeURIComponent(object)}`)
    return result.status[object]
  }

  gcode(script: string): Promise<string> {
    return this.post<string>(`/printer/gcode/script?script=${encodeURIComponent(script)}`)
  }

  serverInfo() {
    return this.get<{ klippy_state: string; klippy_connected: boolean }>('/server/info')
  }

  /**
   * A real printer is shared by every test: bring it back to ready and idle (a test may have
   * shut it down or left a job running), as a user would with Firmware restart and Cancel.
   */
  async makeReady(timeoutMs = 60_000): Promise<void> {
    const end = Date.now() + timeoutMs
    const state = async () => (await this.serverInfo().catch(() => ({ klippy_state: 'unreachable' }))).klippy_state
    if (['shutdown', 'error'].includes(await state())) await this.post('/printer/firmware_restart').catch(() => undefined)
    while ((await state()) !== 'ready') {
      if (Date.now() > end) throw new Error('the printer did not become ready')
      await new Promise((r) => setTimeout(r, 500))
    }
    const job = await this.query<{ state: string }>('print_stats')
    if (['printing', 'paused'].includes(job.state)) await this.post('/printer/print/cancel').catch(() => undefined)
  }
}
