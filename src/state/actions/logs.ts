import { defineAction } from '../action'

/** The logs the dashboard offers to download (from the logs root). */
export type LogName = 'klippy' | 'moonraker'

/** The transfer queue's code comes with the first download: the Klippy error card that offers it is on the first screen. */
export const downloadLog = defineAction(
  (name: LogName) => ({ wait: `log:${name}` }),
  async (name: LogName) => (await import('../transfers')).downloadToDisk('logs', `${name}.log`, 0),
)
