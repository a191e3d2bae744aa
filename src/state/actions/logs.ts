import { downloadToDisk } from '../transfers'
import { defineAction } from '../action'

/** The logs the dashboard offers to download (from the logs root). */
export type LogName = 'klippy' | 'moonraker'

export const downloadLog = defineAction((name: LogName) => ({ wait: `log:${name}` }), (name: LogName) => downloadToDisk('logs', `${name}.log`, 0))
