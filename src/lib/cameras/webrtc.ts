/** Where each WebRTC streamer takes its signalling, derived from the camera's stream URL. */

/** go2rtc: `api/webrtc?src=<stream>` beside its web page (stream.html?src=… or webrtc.html?src=…). */
export function go2rtcSignalUrl(streamUrl: string): string {
  const url = new URL(streamUrl)
  if (/\/api\/webrtc$/.test(url.pathname)) return url.toString()
  const src = url.searchParams.get('src') ?? ''
  const base = url.pathname.endsWith('/') ? url.pathname : url.pathname.replace(/[^/]*$/, '')
  const out = new URL(`${base}api/webrtc`, url)
  out.searchParams.set('src', src)
  return out.toString()
}

/** MediaMTX (WHEP): the stream's page URL with `/whep` after it, unless it already ends so. */
export function whepUrl(streamUrl: string): string {
  const url = new URL(streamUrl)
  if (/\/whep$/.test(url.pathname)) return url.toString()
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/whep`
  return url.toString()
}

/** camera-streamer: its `/webrtc` endpoint; a URL that already names it is kept. */
export function cameraStreamerSignalUrl(streamUrl: string): string {
  const url = new URL(streamUrl)
  if (/\/webrtc$/.test(url.pathname)) return url.toString()
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/webrtc`
  url.search = ''
  return url.toString()
}
