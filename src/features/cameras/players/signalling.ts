/** The three WebRTC signallings, each as its streamer expects. Each resolves a function that hangs up. */
import { cameraStreamerSignalUrl, go2rtcSignalUrl, whepUrl } from '../../../lib/cameras/webrtc'

export type Signalling = 'camera-streamer' | 'go2rtc' | 'whep'

const STUN: RTCIceServer[] = [{ urls: ['stun:stun.l.google.com:19302'] }]

async function ok(res: Response): Promise<Response> {
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`)
  return res
}

const postJson = (url: string, body: unknown, signal: AbortSignal) =>
  fetch(url, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' }, signal }).then(ok)

/** Non-trickle offers (go2rtc, WHEP): wait for ICE gathering, at most two seconds. */
function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      if (pc.iceGatheringState === 'complete') finish()
    }
    const finish = () => {
      pc.removeEventListener('icegatheringstatechange', done)
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(finish, 2000)
    pc.addEventListener('icegatheringstatechange', done)
  })
}

/**
 * camera-streamer: we ask ('request'), it offers (with its id and ICE servers), we answer
 * ('answer'); our candidates follow as 'remote_candidate'.
 */
async function cameraStreamer(url: string, signal: AbortSignal, onTrack: (s: MediaStream) => void): Promise<RTCPeerConnection> {
  const endpoint = cameraStreamerSignalUrl(url)
  const offer = (await (await postJson(endpoint, { type: 'request', iceServers: STUN, keepAlive: true }, signal)).json()) as RTCSessionDescriptionInit & {
    id: string
    iceServers?: RTCIceServer[]
  }
  const pc = new RTCPeerConnection({ iceServers: offer.iceServers ?? STUN })
  pc.addTransceiver('video', { direction: 'recvonly' })
  pc.ontrack = (e) => onTrack(e.streams[0])
  pc.onicecandidate = (e) => {
    if (e.candidate) void postJson(endpoint, { type: 'remote_candidate', id: offer.id, candidates: [e.candidate] }, signal).catch(() => undefined)
  }
  await pc.setRemoteDescription({ type: 'offer', sdp: offer.sdp })
  const answer = await pc.createAnswer()
  await pc.setLocalDescription(answer)
  await postJson(endpoint, { type: 'answer', id: offer.id, sdp: answer.sdp }, signal)
  return pc
}

/** go2rtc: we offer to api/webrtc?src=…, the answer comes back as JSON or plain SDP. */
async function go2rtc(url: string, signal: AbortSignal, onTrack: (s: MediaStream) => void): Promise<RTCPeerConnection> {
  const pc = new RTCPeerConnection({ iceServers: STUN })
  pc.addTransceiver('video', { direction: 'recvonly' })
  pc.ontrack = (e) => onTrack(e.streams[0])
  await pc.setLocalDescription(await pc.createOffer())
  await gathered(pc)
  const res = await postJson(go2rtcSignalUrl(url), { type: 'offer', sdp: pc.localDescription?.sdp }, signal)
  const text = await res.text()
  let sdp = text
  try {
    sdp = (JSON.parse(text) as { sdp: string }).sdp
  } catch {
    // Plain SDP.
  }
  await pc.setRemoteDescription({ type: 'answer', sdp })
  return pc
}

/** WHEP (MediaMTX): POST the SDP offer, the 201 carries the answer and the session to DELETE later. */
async function whep(url: string, signal: AbortSignal, onTrack: (s: MediaStream) => void): Promise<{ pc: RTCPeerConnection; session: string | null }> {
  const pc = new RTCPeerConnection({ iceServers: STUN })
  pc.addTransceiver('video', { direction: 'recvonly' })
  pc.ontrack = (e) => onTrack(e.streams[0])
  await pc.setLocalDescription(await pc.createOffer())
  await gathered(pc)
  const endpoint = whepUrl(url)
  const res = await fetch(endpoint, { method: 'POST', body: pc.localDescription?.sdp, headers: { 'Content-Type': 'application/sdp' }, signal }).then(ok)
  const location = res.headers.get('Location')
  await pc.setRemoteDescription({ type: 'answer', sdp: await res.text() })
  return { pc, session: location ? new URL(location, endpoint).toString() : null }
}

export async function connectWebrtc(kind: Signalling, url: string, signal: AbortSignal, onTrack: (s: MediaStream) => void): Promise<() => void> {
  if (kind === 'whep') {
    const { pc, session } = await whep(url, signal, onTrack)
    return () => {
      pc.close()
      if (session) void fetch(session, { method: 'DELETE' }).catch(() => undefined)
    }
  }
  const pc = kind === 'go2rtc' ? await go2rtc(url, signal, onTrack) : await cameraStreamer(url, signal, onTrack)
  return () => pc.close()
}
