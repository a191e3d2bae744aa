import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { unzipSync } from 'fflate'
import jpeg from 'jpeg-js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { installFiles, type FileManager } from '../files'
import { readyFakeKlippy, type FakeKlippy } from '../testing/fake-klippy'
import { TestHost } from '../testing/host'
import { uploadMultipart } from '../files/testing/multipart'
import { installTimelapse, type TimelapseComponent } from './index'
import { strftime } from './strftime'

let dataDir: string
let host: TestHost
let klippy: FakeKlippy
let files: FileManager
let timelapse: TimelapseComponent

function start(dir: string): void {
  host = new TestHost(dir, 200)
  klippy = readyFakeKlippy()
  files = installFiles(host.ctx, { klippy })
  timelapse = installTimelapse(host.ctx, { klippy, files })
}

function stop(): void {
  timelapse.close()
  files.close()
}

const events = (action?: string) =>
  host.notifications
    .filter((n) => n.method === 'notify_timelapse_event')
    .map((n) => n.params[0] as Record<string, unknown>)
    .filter((e) => !action || e.action === action)

const renderDone = (p: unknown[]): boolean => {
  const e = p[0] as { action: string; status: string }
  return e.action === 'render' && e.status === 'success'
}

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'stratum-timelapse-'))
  start(dataDir)
  await host.listen()
})

afterEach(async () => {
  stop()
  await host.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('timelapse settings', () => {
  it('starts from moonraker-timelapse defaults', async () => {
    expect(await host.call('machine.timelapse.get_settings')).toMatchObject({
      enabled: true,
      mode: 'layermacro',
      stream_delay_compensation: 0.05,
      parkpos: 'back_left',
      park_custom_pos_x: 10,
      park_custom_pos_y: 10,
      park_travel_speed: 100,
      park_retract_speed: 15,
      park_time: 0.1,
      hyperlapse_cycle: 30,
      constant_rate_factor: 23,
      output_framerate: 30,
      pixelformat: 'yuv420p',
      time_format_code: '%Y%m%d_%H%M',
      targetlength: 10,
      variable_fps_min: 5,
      variable_fps_max: 60,
      duplicatelastframe: 5,
      previewimage: true,
      saveframes: false,
      blockedsettings: [],
    })
  })

  it('takes partial updates with string values from query strings, and keeps them across a restart', async () => {
    const after = await host.call('machine.timelapse.post_settings', {
      mode: 'hyperlapse',
      park_time: '0.5',
      parkhead: 'true',
      camera: 'printer_cam',
      snapshoturl: 'http://elsewhere/',
      not_a_setting: 1,
    })
    expect(after).toMatchObject({ mode: 'hyperlapse', park_time: 0.5, parkhead: true, camera: 'printer_cam', snapshoturl: 'http://localhost:8080/?action=snapshot' })
    expect(after).not.toHaveProperty('not_a_setting')
    await expect(Promise.resolve(host.call('machine.timelapse.post_settings', { park_time: 'soon' }))).rejects.toMatchObject({ code: 400 })

    const res = await fetch(`${host.url}/machine/timelapse/settings`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ output_framerate: 25 }) })
    expect(((await res.json()) as { result: { output_framerate: number } }).result.output_framerate).toBe(25)

    stop()
    start(dataDir)
    expect(await host.call('machine.timelapse.get_settings')).toMatchObject({ mode: 'hyperlapse', park_time: 0.5, output_framerate: 25 })
  })

  it('follows _SET_TIMELAPSE_SETUP from G-code', async () => {
    await klippy.runGcode('_SET_TIMELAPSE_SETUP ENABLE=False PARK_ENABLE=True PARK_POS=center TRAVEL_SPEED=150')
    expect(await host.call('machine.timelapse.get_settings')).toMatchObject({ enabled: false, parkhead: true, parkpos: 'center', park_travel_speed: 150 })
  })
})

describe('frames and renders', () => {
  it('takes a JPEG frame per layer while printing, and reports the last one', async () => {
    await klippy.startPrint('part.gcode')
    for (let layer = 1; layer <= 3; layer++) klippy.emit('layer_changed', layer)
    // Frames are queued in order; one more, awaited, means the three before it are on disk.
    await timelapse.service.takeFrame()
    const frames = events('newframe')
    expect(frames.slice(0, 3)).toEqual([
      { action: 'newframe', frame: '1', framefile: 'frame000001.jpg', status: 'success' },
      { action: 'newframe', frame: '2', framefile: 'frame000002.jpg', status: 'success' },
      { action: 'newframe', frame: '3', framefile: 'frame000003.jpg', status: 'success' },
    ])
    const image = jpeg.decode(readFileSync(join(dataDir, 'timelapse_frames/frame000001.jpg')))
    expect([image.width, image.height]).toEqual([320, 240])
    expect(await host.call('machine.timelapse.lastframeinfo')).toEqual({ framecount: 4, lastframefile: 'frame000004.jpg' })
    const served = await fetch(`${host.url}/server/files/timelapse_frames/frame000002.jpg`)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
  })

  it('lets TIMELAPSE_TAKE_FRAME in the file replace the per-layer frames', async () => {
    await klippy.startPrint('part.gcode')
    await klippy.runGcode('TIMELAPSE_TAKE_FRAME')
    klippy.emit('layer_changed', 2)
    await klippy.runGcode('TIMELAPSE_TAKE_FRAME')
    expect(events('newframe').map((e) => e.frame)).toEqual(['1', '2'])
  })

  it('takes no frames when disabled', async () => {
    await host.call('machine.timelapse.post_settings', { enabled: false })
    await klippy.startPrint('part.gcode')
    klippy.emit('layer_changed', 1)
    await klippy.runGcode('TIMELAPSE_TAKE_FRAME')
    await new Promise((r) => setTimeout(r, 20))
    expect(events('newframe')).toEqual([])
  })

  it('renders with progress when the print completes: a video, a preview, file notifications', async () => {
    await klippy.startPrint('sub/benchy.gcode')
    for (let layer = 1; layer <= 4; layer++) klippy.emit('layer_changed', layer)
    klippy.endPrint('completed')
    await host.waitFor('notify_timelapse_event', renderDone)
    const renders = events('render')
    expect(renders[0]).toMatchObject({ status: 'started', framecount: '9', settings: { framerate: 30, crf: 23, pixelformat: 'yuv420p' } })
    const progress = renders.filter((e) => e.status === 'running').map((e) => e.progress as number)
    expect(progress.length).toBeGreaterThan(2)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(progress[progress.length - 1]).toBe(100)
    const done = renders[renders.length - 1]
    const expectedName = `timelapse_benchy_${strftime('%Y%m%d_%H', new Date())}`
    expect(String(done.filename).startsWith(expectedName)).toBe(true)
    expect(done).toMatchObject({ status: 'success', printfile: 'benchy.gcode', previewimage: String(done.filename).replace('.mp4', '.jpg') })

    // The video is the sim's playable H.264 fixture clip (there is no encoder): an MP4 'ftyp' box first.
    expect(readFileSync(join(dataDir, 'timelapse', String(done.filename))).toString('latin1', 4, 8)).toBe('ftyp')
    expect(existsSync(join(dataDir, 'timelapse', String(done.previewimage)))).toBe(true)
    const created = host.notifications
      .filter((n) => n.method === 'notify_filelist_changed')
      .map((n) => n.params[0] as { item: { root: string; path: string } })
      .filter((c) => c.item.root === 'timelapse')
      .map((c) => c.item.path)
    expect(created).toEqual([done.filename, done.previewimage])
  })

  it('does not render a cancelled print, and clears old frames when the next print starts', async () => {
    await klippy.startPrint('a.gcode')
    klippy.emit('layer_changed', 1)
    klippy.endPrint('cancelled')
    await new Promise((r) => setTimeout(r, 50))
    expect(events('render')).toEqual([])
    await klippy.startPrint('b.gcode')
    await timelapse.service.takeFrame()
    expect(readdirSync(join(dataDir, 'timelapse_frames'))).toEqual(['frame000001.jpg'])
  })

  it('skips a render without frames and packs frames into a zip on request', async () => {
    expect(await host.call('machine.timelapse.render')).toMatchObject({ action: 'render', status: 'skipped' })
    await klippy.startPrint('zipme.gcode')
    await timelapse.service.takeFrame()
    await timelapse.service.takeFrame()
    const saved = (await host.call('machine.timelapse.saveframes')) as { status: string; zipfile: string }
    expect(saved.status).toBe('finished')
    expect(saved.zipfile).toMatch(/^timelapse_zipme_\d{8}_\d{4}_frames\.zip$/)
    expect(Object.keys(unzipSync(readFileSync(join(dataDir, 'timelapse', saved.zipfile))))).toEqual(['frame000001.jpg', 'frame000002.jpg'])
  })

  it('takes hyperlapse frames on a timer instead of per layer', async () => {
    await host.call('machine.timelapse.post_settings', { mode: 'hyperlapse', hyperlapse_cycle: 6 })
    await klippy.startPrint('slow.gcode')
    klippy.emit('layer_changed', 1)
    // A 6 s cycle at time scale 200 is a frame every 30 ms.
    await host.waitFor('notify_timelapse_event', (p) => (p[0] as { frame?: string }).frame === '2')
    klippy.endPrint('cancelled')
    await timelapse.service.idle()
    const count = events('newframe').length
    await new Promise((r) => setTimeout(r, 100))
    expect(events('newframe').length).toBe(count)
  })

  it('keeps the timelapse root read-only except for deleting and folders', async () => {
    const roots = (await host.call('server.files.roots')) as { name: string; permissions: string }[]
    expect(roots.filter((r) => r.name.startsWith('timelapse'))).toEqual([
      { name: 'timelapse', path: join(dataDir, 'timelapse'), permissions: 'rw' },
      { name: 'timelapse_frames', path: join(dataDir, 'timelapse_frames'), permissions: 'r' },
    ])
    expect((await uploadMultipart(host.url, 'x.mp4', Buffer.from('x'), { root: 'timelapse' })).status).toBe(403)
    await expect(host.call('server.files.post_directory', { path: 'timelapse/old' })).resolves.toMatchObject({ action: 'create_dir' })
    await klippy.startPrint('keep.gcode')
    await timelapse.service.takeFrame()
    klippy.endPrint('completed')
    const done = await host.waitFor('notify_timelapse_event', renderDone)
    const video = (done.params[0] as { filename: string }).filename
    await expect(host.call('server.files.move', { source: `timelapse/${video}`, dest: 'timelapse/old/' })).rejects.toMatchObject({ code: 403 })
    await expect(host.call('server.files.delete_file', { path: `timelapse/${video}` })).resolves.toMatchObject({ action: 'delete_file' })
    await expect(host.call('server.files.delete_directory', { path: 'timelapse/old' })).resolves.toMatchObject({ action: 'delete_dir' })
    await expect(host.call('server.files.delete_file', { path: 'timelapse_frames/frame000001.jpg' })).rejects.toMatchObject({ code: 403 })
  })
})

describe('strftime', () => {
  it('formats the codes timelapse names use', () => {
    const d = new Date(2024, 2, 5, 7, 8, 9)
    expect(strftime('%Y%m%d_%H%M', d)).toBe('20240305_0708')
    expect(strftime('%d-%m-%Y_%Hh%M %S %b %j %%', d)).toBe('05-03-2024_07h08 09 Mar 065 %')
  })
})
