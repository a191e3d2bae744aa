/** The name Klipper's EXCLUDE_OBJECT expects: upper-case, spaces as underscores (SPEC §7). */
export function excludeObjectName(name: string): string {
  return name.trim().toUpperCase().replace(/\s+/g, '_')
}

/** Stops printing one object of the running print. */
export function excludeObject(name: string): string {
  return `EXCLUDE_OBJECT NAME=${excludeObjectName(name)}`
}
