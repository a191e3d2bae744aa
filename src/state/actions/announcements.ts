import { dismissAnnouncement as callDismiss } from '../../moonraker/api/announcements'
import { defineAction } from '../action'

/** Dismisses an announcement, for good or until `wakeTime` seconds have passed (SPEC §4 snooze). */
export const dismissAnnouncement = defineAction({}, (entryId: string, wakeTime?: number) => callDismiss(entryId, wakeTime))
