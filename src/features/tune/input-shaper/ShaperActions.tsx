import { Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ShaperSetting } from '../../../lib/gcode/input-shaper'
import type { TestAxis } from '../../../lib/input-shaper/analyse'
import { formatNumber } from '../../../lib/format'
import { applyInputShaper, saveInputShaper } from '../../../state/actions/input-shaper'
import { useInputShaperStore } from '../../../state/input-shaper'
import { usePrinter } from '../../../state/printer-fields'
import { useAllowed } from '../../../state/use-allowed'
import { useWait } from '../../../state/waits'
import { confirm } from '../../../ui/confirm'
import { SHAPER_LABEL } from './ShaperTable'

/** The shaper chosen for each measured axis (Klipper's recommendation unless the user picked another). */
function useChosenShapers(): Partial<Record<TestAxis, ShaperSetting>> {
  const results = useInputShaperStore((s) => s.results)
  const chosen = useInputShaperStore((s) => s.chosen)
  const out: Partial<Record<TestAxis, ShaperSetting>> = {}
  for (const a of ['x', 'y'] as const) {
    const result = results[a]
    const fit = result?.fits.find((f) => f.name === (chosen[a] ?? result.recommended))
    if (fit) out[a] = { type: fit.name, freq: fit.freq }
  }
  return out
}

/** Apply (SET_INPUT_SHAPER, until Klipper restarts) and Save (into printer.cfg, then a restart) for the chosen shapers. */
export function ShaperActions({ sectionMissing }: { sectionMissing: boolean }) {
  const { t } = useTranslation('shaper')
  const axes = useChosenShapers()
  const applying = useWait('inputShaperApply')
  const saving = useWait('inputShaperSave')
  const canApply = useAllowed(applyInputShaper.allowed)
  const canSave = useAllowed(saveInputShaper.allowed)
  const pending = usePrinter((p) => p.object('configfile')?.save_config_pending ?? false)
  const setting = Object.entries(axes)
    .map(([a, s]) => t('setting', { axis: a.toUpperCase(), shaper: SHAPER_LABEL[s.type], freq: formatNumber(s.freq, 1) }))
    .join(', ')
  const save = async () => {
    const message = [t('save.message', { setting }), pending ? t('save.pending') : ''].filter(Boolean).join(' ')
    if (await confirm({ title: t('save.title'), message, confirmLabel: t('save.confirm') })) void saveInputShaper(axes)
  }
  return (
    <Group gap="xs">
      <Button size="xs" loading={applying} disabled={!canApply || saving || sectionMissing} onClick={() => void applyInputShaper(axes)} data-testid="shaper-apply">
        {t('apply')}
      </Button>
      <Button size="xs" variant="light" loading={saving} disabled={!canSave || applying} onClick={() => void save()} data-testid="shaper-save">
        {t('save.button')}
      </Button>
      <Text size="xs" c="dimmed" style={{ flex: '1 1 16rem' }}>
        {sectionMissing ? t('missing.shaper') : t('applyHint')}
      </Text>
    </Group>
  )
}
