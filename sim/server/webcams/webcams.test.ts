import jpeg from 'jpeg-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSim, until, type TestSim } from '../testing/harness'

describe('webcams', () => {
  let t: TestSim
  beforeAll(async () => {
    t = await startTestSim()
  })
  afterAll(() => t.close())

  it('lists the camera the sim serves itself', async () => {
    const { webcams } = (await t.request('GET', '/server/webcams/list')).body.result
    expect(webcams).toHaveLength(1)
    expect(webcams[0]).toMatchObject({
      name: 'Printer',
      service: 'mjpegstreamer',
      stream_url: '/webcam/?action=stream',
      snapshot_url: '/webcam/?action=snapshot',
      source: 'database',
      enabled: true,
      target_fps: 15,
      aspect_ratio: '4:3',
    })
    const tested = (await t.request('POST', `/server/webcams/test?uid=${webcams[0].uid}`)).body.result
    expect(tested).toEqual({
      name: 'Printer',
      snapshot_reachable: true,
      snapshot_url: `${t.url}/webcam/?action=snapshot`.replace('127.0.0.1', '127.0.0.1'),
      stream_url: `${t.url}/webcam/?action=stream`,
    })
  })

  it('adds, updates and deletes cameras with notifications', async () => {
    const c = await t.rpc()
    const { webcam } = await c.call<{ webcam: { uid: string; rotation: number } }>('server.webcams.post_item', {
      name: 'Door',
      stream_url: 'http://door.lan/stream',
      rotation: 90,
    })
    expect(webcam).toMatchObject({ rotation: 90, location: 'printer', icon: 'mdiWebcam', flip_horizontal: false, source: 'database' })
    await c.waitFor('notify_webcams_changed', (n) => (n.params?.[0] as { webcams: unknown[] }).webcams.length === 2)
    const updated = await c.call<{ webcam: { flip_vertical: boolean; name: string } }>('server.webcams.post_item', { uid: webcam.uid, flip_vertical: true })
    expect(updated.webcam).toMatchObject({ name: 'Door', flip_vertical: true })
    await expect(c.call('server.webcams.post_item', { name: 'Printer', stream_url: '/x' })).rejects.toMatchObject({ code: 400 })
    await expect(c.call('server.webcams.post_item', { uid: webcam.uid, rotation: 45 })).rejects.toMatchObject({ code: 400 })
    expect(await c.call('server.webcams.get_item', { uid: webcam.uid })).toMatchObject({ webcam: { name: 'Door' } })
    expect(await c.call('server.webcams.delete_item', { name: 'Door' })).toMatchObject({ webcam: { uid: webcam.uid } })
    await expect(c.call('server.webcams.get_item', { uid: webcam.uid })).rejects.toMatchObject({ code: -32601 })
    c.close()
  })

  it('serves a JPEG snapshot it draws', async () => {
    const res = await fetch(`${t.url}/webcam/?action=snapshot`)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    const img = jpeg.decode(Buffer.from(await res.arrayBuffer()))
    expect([img.width, img.height]).toEqual([480, 360])
  })

  it('streams MJPEG frames as multipart', async () => {
    const ctl = new AbortController()
    const res = await fetch(`${t.url}/webcam?action=stream`, { signal: ctl.signal })
    expect(res.headers.get('content-type')).toBe('multipart/x-mixed-replace;boundary=boundarydonotcross')
    const reader = res.body!.getReader()
    let buf = Buffer.alloc(0)
    await until(async () => {
      const { value } = await reader.read()
      if (value) buf = Buffer.concat([buf, Buffer.from(value)])
      return buf.toString('latin1').split('--boundarydonotcross').length > 2
    }, 5000, 0)
    ctl.abort()
    const part = buf.toString('latin1').split('--boundarydonotcross')[1]
    expect(part).toContain('Content-Type: image/jpeg')
    const length = Number(/Content-Length: (\d+)/.exec(part)![1])
    const start = buf.indexOf('\r\n\r\n') + 4
    const frame = buf.subarray(start, start + length)
    expect(frame[0]).toBe(0xff)
    expect(frame[1]).toBe(0xd8)
  })

  it('stops serving when the camera service is stopped', async () => {
    await t.request('POST', '/machine/services/stop', { service: 'crowsnest' })
    await until(async () => (await fetch(`${t.url}/webcam/?action=snapshot`)).status === 503)
    await t.request('POST', '/machine/services/start', { service: 'crowsnest' })
    await until(async () => (await fetch(`${t.url}/webcam/?action=snapshot`)).status === 200)
  })
})

describe('HLS camera', () => {
  it('splits the fixture clip into an fMP4 init segment and one media segment', async () => {
    const { splitClip, CLIP_PATH } = await import('./hls')
    const { readFileSync } = await import('node:fs')
    const clip = splitClip(readFileSync(CLIP_PATH), 3)
    expect(clip.init.toString('latin1', 4, 8)).toBe('ftyp')
    expect(clip.init.includes(Buffer.from('moov'))).toBe(true)
    expect(clip.segment.toString('latin1', 4, 8)).toBe('moof')
    expect(clip.playlist).toContain('#EXT-X-MAP:URI="init.mp4"')
    expect(clip.playlist).toContain('segment0.m4s')
  })
})
