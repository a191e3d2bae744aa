/**
 * The paper test on a printer without a probe: BED_MESH_CALIBRATE opens a manual_probe session per
 * point, TESTZ moves and brackets, ACCEPT goes on to the next point (or fails when Z never went
 * down), ABORT ends the run, and the last ACCEPT builds the mesh. Also the commands such a printer has
 * and lacks. Klipper is restarted at the end, so the pending mesh is dropped and the host is left as
 * it was.
 */
import { ContractClient } from './client'
import { until, wait, type Recording, type ScenarioResult } from './scenario'

/** A small grid keeps the walk short: nine points. */
export const MANUAL_MESH = 'BED_MESH_CALIBRATE PROBE_COUNT=3,3'

type ProbeStatus = { is_active: boolean; z_position: number | null; z_position_lower: number | null; z_position_upper: number | null }
type Objects = { manual_probe: ProbeStatus; toolhead: { position: number[] }; bed_mesh: { profile_name: string; probed_matrix: number[][] } }

/** Heights to the micrometre: the real toolhead carries float noise (5.000000000000076). */
const mm = (v: number | null) => (v === null ? null : Number(v.toFixed(3)))

/** `pace` shortens the waits for lines to come in (the virtual printer needs a fraction of the real host's). */
export async function runManualProbeScenario(url: string, log: (s: string) => void = () => {}, pace = 1): Promise<ScenarioResult> {
  const c = await ContractClient.open(url)
  const answers: Recording = {}
  const klippyState = async () => String(((await c.call('server.info')).result as { klippy_state?: string } | undefined)?.klippy_state ?? '')
  const linesSince = (since: number) => c.notifications.filter((n) => n.at >= since && n.method === 'notify_gcode_response').map((n) => n.params?.[0])
  const objects = async () => {
    const q = await c.call('printer.objects.query', { objects: { manual_probe: null, toolhead: ['position'], bed_mesh: ['profile_name', 'probed_matrix'] } })
    return (q.result as { status: Objects }).status
  }
  const send = async (name: string, script: string, settle = 600) => {
    log(name)
    const since = Date.now()
    // A loaded reference host can take long over a move: wait well past its usual second.
    const answer = await c.call('printer.gcode.script', { script }, 120_000)
    await wait(settle * pace)
    const s = await objects()
    const p = s.manual_probe
    const probe = { ...p, z_position: mm(p.z_position), z_position_lower: mm(p.z_position_lower), z_position_upper: mm(p.z_position_upper) }
    const reply = answer.error ? { error: answer.error } : { reply: answer.result }
    answers[name] = { result: { ...reply, notified: linesSince(since).join('\n'), manual_probe: probe, nozzle: s.toolhead.position.slice(0, 3).map(mm).join(', ') } }
  }
  try {
    await until(async () => (await klippyState()) === 'ready', 60_000)
    await send('a mesh before homing', MANUAL_MESH)
    await send('G28', 'G28')
    await send('PROBE_CALIBRATE without a probe', 'PROBE_CALIBRATE')
    await send('a manual mesh starts', MANUAL_MESH)
    await send('a second session while one runs', 'MANUAL_PROBE')
    await send('TESTZ Z=-1', 'TESTZ Z=-1')
    await send('TESTZ Z=-0.1', 'TESTZ Z=-0.1')
    await send('TESTZ Z=- halves down', 'TESTZ Z=-')
    await send('TESTZ Z=+ halves up', 'TESTZ Z=+')
    await send('ACCEPT goes to the next point', 'ACCEPT', 1500)
    await send('ACCEPT where Z never went down', 'ACCEPT')
    await send('TESTZ after the run ended', 'TESTZ Z=-0.1')
    await send('a manual mesh starts again', MANUAL_MESH)
    for (let n = 1; n <= 9; n++) {
      await send(`point ${n} TESTZ`, `TESTZ Z=-${(4.9 - n / 100).toFixed(2)}`)
      await send(`point ${n} ACCEPT`, 'ACCEPT', 1500)
    }
    const mesh = (await objects()).bed_mesh
    // One text: the recording keeps only the first five entries of a list.
    answers['the mesh from the paper test'] = { result: { profile_name: mesh.profile_name, probed_matrix: mesh.probed_matrix.map((r) => r.map((v) => v.toFixed(3)).join(' ')).join(' / ') } }
    const pending = await c.call('printer.objects.query', { objects: { configfile: ['save_config_pending_items'] } })
    const items = (pending.result as { status: { configfile: { save_config_pending_items: Record<string, Record<string, string>> } } }).status.configfile.save_config_pending_items
    answers['pending after the paper test'] = { result: Object.keys(items).join(', ') }
    await send('a run aborted', MANUAL_MESH)
    await send('ABORT', 'ABORT')
    await send('Z_ENDSTOP_CALIBRATE', 'Z_ENDSTOP_CALIBRATE')
    await send('ABORT of Z_ENDSTOP_CALIBRATE', 'ABORT')
    if (linesSince(0).some((l) => String(l).includes('Klipper state: Shutdown'))) throw new Error('Klipper shut down during the walk (a loaded host): record again')
    return { answers, notifications: {} }
  } finally {
    log('RESTART: the pending mesh is dropped')
    await c.call('printer.gcode.script', { script: 'RESTART' }).catch(() => undefined)
    await until(async () => (await klippyState()) === 'ready', 60_000).catch(() => {})
    c.close()
  }
}
