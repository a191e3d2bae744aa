import { readFileSync } from 'node:fs'

/** Text a dashboard shows once live temperatures arrive: "21.9°C", "205.0 °C". */
export const LIVE_TEMPERATURE = /\d+\.\d\s*°C/

/**
 * The config.json the dashboard under test is served with. For this repository's build it points
 * the dashboard at the printer; for another build (--dist) it is the user's template with
 * {{apiUrl}}, {{host}} and {{port}} filled in (e.g. Fluidd's `{"endpoints": ["{{apiUrl}}"]}`).
 */
export function dashboardConfig(template: string | null, printerUrl: string): Record<string, unknown> {
  if (template === null) return { apiUrl: printerUrl }
  const url = new URL(printerUrl)
  const text = readFileSync(template, 'utf8')
    .replaceAll('{{apiUrl}}', printerUrl)
    .replaceAll('{{host}}', url.hostname)
    .replaceAll('{{port}}', url.port)
  return JSON.parse(text) as Record<string, unknown>
}
