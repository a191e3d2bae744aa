import type { ConfigSectionType, PrinterObjectType, PrinterStatus } from './klipper-types'

/**
 * The one place where Klipper's untyped status becomes typed: objects arrive as JSON from Moonraker and
 * are trusted to have the shapes of klipper-types.ts (Klipper's Status_Reference).
 */
export function objectOf<N extends string>(status: PrinterStatus, name: N): PrinterObjectType<N> | undefined {
  return status[name] as PrinterObjectType<N> | undefined
}

/** A section of configfile.settings (lower-case section names, Klipper's parsed values). */
export function configSectionOf<N extends string>(status: PrinterStatus, section: N): ConfigSectionType<N> | undefined {
  const settings = objectOf(status, 'configfile')?.settings
  return settings?.[section.toLowerCase()] as ConfigSectionType<N> | undefined
}
