import type { Klippy } from '../../klippy/types'
import type { SimCore } from '../core'
import { sendJson } from '../http/reply'
import { requestArgs } from '../http/request-args'
import { optNumber } from '../params'
import { ApiError } from '../types'

/**
 * Test-only `GET|POST /sim/resonances {x_freq?, y_freq?, x_damping?, y_damping?, noise?, seed?}`:
 * the toolhead's resonances the accelerometer feels during a resonance test.
 */
export function installResonanceControl(core: SimCore, klippy: Klippy): void {
  core.registry.registerRaw({
    verb: 'GET',
    prefix: '/sim/resonances',
    auth: true,
    async handler(_req, res, _ctx, url) {
      if (url.pathname.replace(/\/+$/, '') !== '/sim/resonances' || !klippy.resonance) return false
      sendJson(res, 200, { result: klippy.resonance.settings })
      return true
    },
  })
  core.registry.registerRaw({
    verb: 'POST',
    prefix: '/sim/resonances',
    auth: true,
    async handler(req, res, _ctx, url) {
      if (url.pathname.replace(/\/+$/, '') !== '/sim/resonances' || !klippy.resonance) return false
      const p = await requestArgs(req, url)
      const axis = (a: 'x' | 'y') => ({ freq: optNumber(p, `${a}_freq`), damping: optNumber(p, `${a}_damping`) })
      const x = axis('x')
      const y = axis('y')
      for (const v of [x.freq, y.freq]) if (v !== undefined && !(v >= 5 && v <= 200)) throw new ApiError(400, 'Resonance frequency out of range (5–200 Hz)')
      for (const v of [x.damping, y.damping]) if (v !== undefined && !(v > 0 && v < 1)) throw new ApiError(400, 'Damping ratio out of range (0–1)')
      const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined))
      const result = klippy.resonance.set({ x: defined(x), y: defined(y), noise: optNumber(p, 'noise'), seed: optNumber(p, 'seed') })
      sendJson(res, 200, { result })
      return true
    },
  })
}
