import type { SimCore } from '../core'

const THROTTLE_FLAGS: [number, string][] = [
  [1 << 0, 'Under-Voltage Detected'],
  [1 << 1, 'Frequency Capped'],
  [1 << 2, 'Currently Throttled'],
  [1 << 3, 'Temperature Limit Active'],
  [1 << 16, 'Previously Under-Volted'],
  [1 << 17, 'Previously Frequency Capped'],
  [1 << 18, 'Previously Throttled'],
  [1 << 19, 'Previously Temperature Limited'],
]

const TOTAL_MEMORY_KB = 3884136
const MAX_SAMPLES = 30

interface MoonrakerSample {
  time: number
  cpu_usage: number
  memory: number
  mem_units: 'kB'
}

interface NetCounters {
  rx_bytes: number
  tx_bytes: number
  rx_packets: number
  tx_packets: number
  rx_errs: number
  tx_errs: number
  rx_drop: number
  tx_drop: number
  bandwidth: number
}

export function throttledState(bits: number) {
  return { bits, flags: THROTTLE_FLAGS.filter(([bit]) => bits & bit).map(([, name]) => name) }
}

const round2 = (v: number) => Math.round(v * 100) / 100

/**
 * Host statistics: the sim's own process CPU and memory as Moonraker's, and a plausible
 * Raspberry Pi around it (load, temperature, network, throttling).
 */
export class ProcStats {
  private readonly samples: MoonrakerSample[] = []
  private lastCpu = process.cpuUsage()
  private lastTime = performance.now()
  private readonly bootTime = Date.now() / 1000 - 86_400 * 3 - 4_217
  private cpuTemp = 47.2
  private systemCpu: Record<string, number> = { cpu: 4, cpu0: 4, cpu1: 4, cpu2: 4, cpu3: 4 }
  private usedMemory = 612_000
  private throttleBits = 0
  /** Flags a test planted (/sim/plant), reported instead of the ones the bits name. */
  private plantedFlags: string[] | null = null
  private readonly net: Record<string, NetCounters> = {
    lo: { rx_bytes: 9_812_004, tx_bytes: 9_812_004, rx_packets: 61_022, tx_packets: 61_022, rx_errs: 0, tx_errs: 0, rx_drop: 0, tx_drop: 0, bandwidth: 0 },
    wlan0: { rx_bytes: 48_471_767, tx_bytes: 113_430_843, rx_packets: 402_113, tx_packets: 377_904, rx_errs: 0, tx_errs: 0, rx_drop: 12, tx_drop: 0, bandwidth: 0 },
  }
  private timer: NodeJS.Timeout | null = null

  constructor(private readonly core: SimCore) {
    core.faults.onChange((flag, on) => {
      if (flag !== 'cpu-throttled') return
      // While throttled the Pi reports the live flags; afterwards only the "previously" ones remain.
      this.throttleBits = on ? 0x50005 : 0x50000
      this.core.notify('notify_cpu_throttled', [throttledState(this.throttleBits)])
    })
  }

  /** Reports these flags (with the 'currently throttled' bit) from now on, and tells clients at once. */
  plantFlags(flags: string[]): void {
    this.plantedFlags = flags
    this.throttleBits |= 1 << 2
    this.core.notify('notify_cpu_throttled', [this.throttled()])
  }

  private throttled() {
    const state = throttledState(this.throttleBits)
    return this.plantedFlags ? { ...state, flags: [...this.plantedFlags] } : state
  }

  start(): void {
    this.sample()
    this.timer = setInterval(() => this.tick(), 1000)
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  private sample(): void {
    const now = performance.now()
    const cpu = process.cpuUsage(this.lastCpu)
    const elapsedUs = Math.max(1, (now - this.lastTime) * 1000)
    this.lastCpu = process.cpuUsage()
    this.lastTime = now
    this.samples.push({
      time: Date.now() / 1000,
      cpu_usage: round2(((cpu.user + cpu.system) / elapsedUs) * 100),
      memory: Math.round(process.memoryUsage().rss / 1024),
      mem_units: 'kB',
    })
    if (this.samples.length > MAX_SAMPLES) this.samples.shift()

    const jitter = (v: number, amp: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v + (Math.random() - 0.5) * amp))
    const throttled = this.core.faults.has('cpu-throttled')
    this.cpuTemp = throttled ? jitter(81, 1, 80, 84) : jitter(this.cpuTemp, 0.6, 44, 52)
    for (let i = 0; i < 4; i++) this.systemCpu[`cpu${i}`] = round2(jitter(this.systemCpu[`cpu${i}`], 3, 0.5, 30))
    this.systemCpu.cpu = round2((this.systemCpu.cpu0 + this.systemCpu.cpu1 + this.systemCpu.cpu2 + this.systemCpu.cpu3) / 4)
    this.usedMemory = Math.round(jitter(this.usedMemory, 4000, 560_000, 700_000))
    for (const [name, n] of Object.entries(this.net)) {
      const rx = Math.round(name === 'lo' ? 2000 + Math.random() * 1500 : 1500 + Math.random() * 3000)
      const tx = name === 'lo' ? rx : Math.round(2500 + Math.random() * 6000 + this.core.connections.count * 1200)
      n.rx_bytes += rx
      n.tx_bytes += tx
      n.rx_packets += Math.ceil(rx / 900)
      n.tx_packets += Math.ceil(tx / 900)
      n.bandwidth = round2(rx + tx)
    }
  }

  private tick(): void {
    this.sample()
    if (this.core.connections.count === 0) return
    const { throttled_state: _t, system_uptime: _u, ...rest } = this.result()
    this.core.notify('notify_proc_stat_update', [{ ...rest, moonraker_stats: this.samples[this.samples.length - 1] }])
  }

  result() {
    return {
      moonraker_stats: [...this.samples],
      throttled_state: this.throttled(),
      cpu_temp: round2(this.cpuTemp),
      network: structuredClone(this.net),
      system_cpu_usage: { ...this.systemCpu },
      system_memory: { total: TOTAL_MEMORY_KB, available: TOTAL_MEMORY_KB - this.usedMemory, used: this.usedMemory },
      system_uptime: round2(Date.now() / 1000 - this.bootTime),
      websocket_connections: this.core.connections.count,
    }
  }
}
