import { TimelapseSettingsCard } from './TimelapseSettingsCard'

/** Settings → Timelapse (#timelapse), shown only when the server has the timelapse component. */
export default function TimelapseSettingsSection() {
  return <TimelapseSettingsCard />
}
