import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Text a dashboard shows once live temperatures arrive: "21.9°C", "205.0 °C", Fluidd's "21.9<small>°C</small>". */
export const LIVE_TEMPERATURE = /\d+\.\d\s*°C/

/** A config.json template's text with {{apiUrl}}, {{host}} and {{port}} replaced by the printer's. */
export function fillConfigTemplate(text: string, printerUrl: string): Record<string, unknown> {
  const url = new URL(printerUrl)
  const filled = text.replaceAll('{{apiUrl}}', printerUrl).replaceAll('{{host}}', url.hostname).replaceAll('{{port}}', url.port)
  return JSON.parse(filled) as Record<string, unknown>
}

/**
 * The config.json the dashboard under test is served with. For this repository's build it points
 * the dashboard at the printer; for another build (--dist) it is the user's template with
 * {{apiUrl}}, {{host}} and {{port}} filled in (e.g. Fluidd's `{"endpoints": ["{{apiUrl}}"]}`).
 */
export function dashboardConfig(template: string | null, printerUrl: string): Record<string, unknown> {
  if (template === null) return { apiUrl: printerUrl }
  return fillConfigTemplate(readFileSync(template, 'utf8'), printerUrl)
}

function readJson(file: string): unknown {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null
  } catch {
    return null
  }
}

/**
 * A config.json template for a build that ships a Fluidd-style host config (an object with an
 * `endpoints` list): the build's own file with its endpoints set to the printer and `hosted` off,
 * so the dashboard connects to the printer straight away. null for any other build.
 */
export function hostConfigTemplate(dist: string): string | null {
  const own = readJson(path.join(dist, 'config.json'))
  if (!own || typeof own !== 'object' || Array.isArray(own) || !Array.isArray((own as { endpoints?: unknown }).endpoints)) return null
  return JSON.stringify({ ...own, endpoints: ['{{apiUrl}}'], hosted: false })
}

/** A built dashboard's name for a table: "Fluidd 1.37.4" from its release_info.json, else its folder's name. */
export function dashboardName(dist: string): string {
  const info = readJson(path.join(dist, 'release_info.json')) as { project_name?: unknown; version?: unknown } | null
  if (info && typeof info.project_name === 'string' && info.project_name) {
    const name = info.project_name.charAt(0).toUpperCase() + info.project_name.slice(1)
    return typeof info.version === 'string' && info.version ? `${name} ${info.version.replace(/^v/, '')}` : name
  }
  return path.basename(path.resolve(dist))
}
