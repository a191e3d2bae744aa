import { Button, SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { LEVELING_SECTIONS, type LevelingSection } from '../../lib/gcode/motion'
import { runLeveling } from '../../state/actions/bed-mesh'
import { usePrinterList } from '../../state/printer-fields'
import { usePrinterBusy } from '../../state/printer-selectors'
import { useWait } from '../../state/waits'

// screws_tilt_adjust has its own card with the results.
const SECTIONS = LEVELING_SECTIONS.filter((s) => s !== 'screws_tilt_adjust')

function LevelingButton({ section, disabled }: { section: LevelingSection; disabled: boolean }) {
  const { t } = useTranslation('tune')
  const running = useWait(`leveling:${section}`)
  return (
    <Button size="xs" variant="default" disabled={disabled && !running} loading={running} onClick={() => void runLeveling(section)} data-testid={`leveling-${section}`}>
      {t(`leveling.${section}`)}
    </Button>
  )
}

/** The leveling helpers whose config section exists; not while printing (SPEC §7). */
export function LevelingButtons() {
  const sections = usePrinterList((p) => SECTIONS.filter((s) => p.config(s) !== undefined))
  const busy = usePrinterBusy()
  if (!sections.length) return null
  return (
    <SimpleGrid cols={2} spacing="xs">
      {sections.map((s) => (
        <LevelingButton key={s} section={s} disabled={busy} />
      ))}
    </SimpleGrid>
  )
}
