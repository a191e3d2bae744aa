/**
 * The tune questions (bed mesh profiles, SAVE_CONFIG, endstops, filament sensor, leveling commands
 * the printer lacks). They depend on printer.cfg (profile and sensor names), so the sim answers them
 * running on the reference printer.cfg (tune.test.ts). SAVE_CONFIG rewrites printer.cfg: the scenario
 * reads the file first and puts it back (and removes Klipper's dated backups) before it ends.
 */
import { ContractClient } from './client'
import { responses, rpcAnswer, summarise, until, wait, type Recording, type ScenarioResult } from './scenario'

export const TUNE_PROFILE = 'stratum_contract'
export const TUNE_SENSOR = 'runout_sensor'
/** Leveling commands the reference printer has no section for. */
export const MISSING_LEVELING = ['SCREWS_TILT_CALCULATE', 'Z_TILT_ADJUST', 'QUAD_GANTRY_LEVEL', 'BED_SCREWS_ADJUST']
const BACKUP = /^printer-\d{8}_\d{6}\.cfg$/
const BLOCK_START = '#*# <---------------------- SAVE_CONFIG ---------------------->'

const isReady = async (c: ContractClient) => ((await c.call('server.info')).result as { klippy_state?: string } | undefined)?.klippy_state === 'ready'

/** The SAVE_CONFIG block of a printer.cfg: the part clients and SAVE_CONFIG itself rewrite. */
export function saveConfigBlock(text: string): string {
  const at = text.indexOf(BLOCK_START)
  return at < 0 ? '' : text.slice(at)
}

export async function runTuneScenario(url: string, log: (s: string) => void = () => {}): Promise<ScenarioResult> {
  const c = await ContractClient.open(url)
  const answers: Recording = {}
  const notifications: ScenarioResult['notifications'] = {}
  const ask = async (name: string, method: string, params?: Record<string, unknown>) => {
    log(name)
    answers[name] = rpcAnswer(await c.call(method, params))
    return answers[name]
  }
  const gcode = async (script: string, name = `gcode ${script}`) => {
    const since = Date.now()
    const a = await ask(name, 'printer.gcode.script', { script })
    await wait(300)
    answers[name] = { ...a, result: { reply: a.result, responses: responses(c.notifications.filter((n) => n.at >= since)) } }
  }
  const mesh = (name: string) => ask(name, 'printer.objects.query', { objects: { bed_mesh: null } })
  const pending = (name: string) => ask(name, 'printer.objects.query', { objects: { configfile: ['save_config_pending', 'save_config_pending_items'] } })
  const readConfig = async () => String((await c.http('GET', '/server/files/config/printer.cfg')).body)
  const klippyBack = async (since: number) => {
    await c.waitFor((n) => n.method === 'notify_klippy_ready', 90_000, since)
    await until(() => isReady(c), 30_000)
  }
  let original: string | undefined
  try {
    await until(() => isReady(c), 60_000)
    original = await readConfig()
    await mesh('tune bed_mesh at start')
    await pending('tune configfile at start')

    // Profiles: load one, an unknown one, save the loaded mesh under a new name, remove a stored one.
    await gcode('BED_MESH_PROFILE LOAD=default')
    await mesh('tune bed_mesh after load')
    await gcode('BED_MESH_PROFILE LOAD=no_such_profile')
    await mesh('tune bed_mesh after unknown load')
    await gcode(`BED_MESH_PROFILE SAVE=${TUNE_PROFILE}`)
    await mesh('tune bed_mesh after save')
    await pending('tune configfile after save')
    await gcode('BED_MESH_PROFILE REMOVE=mesh_profile_2')
    await mesh('tune bed_mesh after remove')
    await pending('tune configfile after remove')
    await gcode('BED_MESH_PROFILE REMOVE=no_such_profile')
    await gcode('BED_MESH_PROFILE')
    await gcode('BED_MESH_CLEAR')
    await mesh('tune bed_mesh after clear')

    // Endstops: the status before any query, the reply lines, the status after.
    await ask('tune printer.query_endstops.status before query', 'printer.query_endstops.status')
    await gcode('QUERY_ENDSTOPS')
    await ask('tune query_endstops object', 'printer.objects.query', { objects: { query_endstops: null } })
    await ask('tune printer.query_endstops.status', 'printer.query_endstops.status')

    // The filament sensor.
    const sensor = `filament_motion_sensor ${TUNE_SENSOR}`
    await ask('tune filament sensor at start', 'printer.objects.query', { objects: { [sensor]: null } })
    await gcode(`SET_FILAMENT_SENSOR SENSOR=${TUNE_SENSOR} ENABLE=0`)
    await ask('tune filament sensor disabled', 'printer.objects.query', { objects: { [sensor]: null } })
    await gcode(`SET_FILAMENT_SENSOR SENSOR=${TUNE_SENSOR} ENABLE=1`)
    await ask('tune filament sensor enabled', 'printer.objects.query', { objects: { [sensor]: null } })
    await gcode('SET_FILAMENT_SENSOR SENSOR=no_such_sensor ENABLE=0')
    await gcode('SET_FILAMENT_SENSOR ENABLE=0')

    for (const cmd of MISSING_LEVELING) await gcode(cmd)

    // SAVE_CONFIG with the saved and the removed profile pending: Klipper writes the file and restarts.
    const since = Date.now()
    log('gcode SAVE_CONFIG')
    answers['gcode SAVE_CONFIG'] = rpcAnswer(await c.call('printer.gcode.script', { script: 'SAVE_CONFIG' }, 90_000))
    await klippyBack(since)
    await wait(500)
    notifications.save_config = summarise(c.notifications.filter((n) => n.at >= since))
    answers['tune printer.cfg block after SAVE_CONFIG'] = { result: saveConfigBlock(await readConfig()) }
    await mesh('tune bed_mesh after SAVE_CONFIG')
    await pending('tune configfile after SAVE_CONFIG')
    const list = (await c.call('server.files.list', { root: 'config' })).result as { path: string }[]
    answers['tune config backups after SAVE_CONFIG'] = { result: list.filter((f) => BACKUP.test(f.path)).length }
  } finally {
    await restore(c, original, log)
    c.close()
  }
  return { answers, notifications }
}

/** Puts printer.cfg back as it was, removes SAVE_CONFIG's backups, and restarts Klipper on it. */
async function restore(c: ContractClient, original: string | undefined, log: (s: string) => void): Promise<void> {
  if (original === undefined) return
  log('restoring printer.cfg')
  if ((await c.http('GET', '/server/files/config/printer.cfg')).body !== original) {
    const form = new FormData()
    form.append('root', 'config')
    form.append('file', new Blob([original]), 'printer.cfg')
    await c.http('POST', '/server/files/upload', form)
  }
  const list = ((await c.call('server.files.list', { root: 'config' })).result ?? []) as { path: string }[]
  for (const f of list) if (BACKUP.test(f.path)) await c.call('server.files.delete_file', { path: `config/${f.path}` })
  const since = Date.now()
  await c.call('printer.restart')
  await c.waitFor((n) => n.method === 'notify_klippy_ready', 90_000, since)
  await until(() => isReady(c), 30_000)
}
