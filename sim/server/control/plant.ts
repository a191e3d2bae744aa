import type { SimCore } from '../core'
import { sendJson } from '../http/reply'
import { requestArgs } from '../http/request-args'
import { getStringList, optString } from '../params'
import type { PlantedObjects } from '../../klippy/types'
import { ApiError } from '../types'

/** What a test can plant: text a real host could carry, to check that clients show it as text only. */
export interface PlantTargets {
  /** server.info `warnings` (Moonraker words its own: an unparsed config section, a failed component …). */
  warning(text: string): void
  /** One more server.announcements entry, as a feed (an RSS item) could deliver it. */
  announcement(entry: { title: string; description: string; url: string }): void
  /** proc_stats `throttled_state.flags`, for a host whose report is not one of the Pi's own flags. */
  throttled(flags: string[]): void
  /** Printer object fields as given, over the simulated ones (null: the object's own again), for a printer whose objects have an unexpected shape. */
  status(objects: PlantedObjects): void
}

/**
 * Test-only `POST /sim/plant {warning?, announcement_title?, announcement_description?,
 * announcement_url?, throttled_flags?, status?}`: puts printer-provided text where clients show it,
 * and printer objects' fields as given (`status: {toolhead: {homed_axes: 7}}`).
 */
export function installPlant(core: SimCore, targets: PlantTargets): void {
  core.registry.registerRaw({
    verb: 'POST',
    prefix: '/sim/plant',
    // A login like any API call when the printer requires one, as every /sim/ route.
    auth: true,
    async handler(req, res, _ctx, url) {
      if (url.pathname.replace(/\/+$/, '') !== '/sim/plant') return false
      const params = await requestArgs(req, url)
      const planted: string[] = []
      const warning = optString(params, 'warning')
      if (warning !== undefined) {
        targets.warning(warning)
        planted.push('warning')
      }
      const title = optString(params, 'announcement_title')
      if (title !== undefined) {
        targets.announcement({ title, description: optString(params, 'announcement_description', ''), url: optString(params, 'announcement_url', '') })
        planted.push('announcement')
      }
      if (params.throttled_flags !== undefined) {
        targets.throttled(getStringList(params, 'throttled_flags'))
        planted.push('throttled_flags')
      }
      if (params.status !== undefined) {
        if (!isObjectMap(params.status)) throw new ApiError(400, "Invalid value for argument 'status': expected {object: {field: value} | null}")
        targets.status(params.status)
        planted.push('status')
      }
      if (!planted.length) throw new ApiError(400, 'Nothing to plant: give warning, announcement_title, throttled_flags or status')
      sendJson(res, 200, { result: { planted } })
      return true
    },
  })
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function isObjectMap(v: unknown): v is PlantedObjects {
  return isPlainObject(v) && Object.values(v).every((fields) => fields === null || isPlainObject(fields))
}
