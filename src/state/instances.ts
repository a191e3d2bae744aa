import { endpointsOf } from '../lib/url'

/** A printer the UI knows, stored in localStorage 'appInstances'. */
export interface PrinterInstance {
  name: string
  apiUrl: string
  socketUrl: string
  active: boolean
}

const STORAGE_KEY = 'appInstances'

export function loadInstances(): PrinterInstance[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((i) => typeof i?.apiUrl === 'string') : []
  } catch {
    return []
  }
}

export function saveInstances(instances: PrinterInstance[]): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(instances))
}

/** The printer's name: its host and port. */
export function instanceName(apiUrl: string): string {
  try {
    return new URL(apiUrl).host
  } catch {
    return apiUrl
  }
}

export function makeInstance(apiUrl: string, name?: string): PrinterInstance {
  const endpoints = endpointsOf(apiUrl)
  return { name: name ?? instanceName(endpoints.apiUrl), ...endpoints, active: false }
}

/** Adds (or refreshes) an instance and makes it the only active one. */
export function activate(instances: PrinterInstance[], apiUrl: string): PrinterInstance[] {
  const target = makeInstance(apiUrl)
  const found = instances.some((i) => i.apiUrl === target.apiUrl)
  const list = found ? instances : [...instances, target]
  return list.map((i) => ({ ...i, active: i.apiUrl === target.apiUrl }))
}

/** The host config's printers (config.json `endpoints`) join the list after those in it, each once. */
export function withEndpoints(instances: PrinterInstance[], endpoints: readonly string[] = []): PrinterInstance[] {
  const known = new Set(instances.map((i) => i.apiUrl))
  const added: PrinterInstance[] = []
  for (const url of endpoints) {
    let instance: PrinterInstance
    try {
      instance = makeInstance(url)
    } catch {
      continue
    }
    if (known.has(instance.apiUrl)) continue
    known.add(instance.apiUrl)
    added.push(instance)
  }
  return added.length ? [...instances, ...added] : instances
}
