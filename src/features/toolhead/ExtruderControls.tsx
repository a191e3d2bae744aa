import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkExtrude } from '../../lib/input-rules'
import { prettyName } from '../../lib/printer-objects'
import { moveFilament, selectExtruder } from '../../state/actions/motion'
import { usePrinter } from '../../state/printer-fields'
import { useUiSetting } from '../../state/settings/settings'
import { useAllowed } from '../../state/use-allowed'
import { usePendingValue } from '../../ui/use-pending-value'
import { useRuleMessage } from '../../ui/use-rule-message'
import { useActiveExtruder, useExtruderNames, useExtruderSetting } from './use-toolhead'
import { formatNumberUpTo } from '../../lib/format'
import { Tooltip } from '../../ui/tooltip'

/** Extruder select, length and speed (SPEC §5 limits), retract and extrude. */
export function ExtruderControls() {
  const { t } = useTranslation('dashboard')
  const ruleMessage = useRuleMessage()
  const extruders = useExtruderNames()
  const active = useActiveExtruder()
  // The extruder picked shows at once, until the printer reports it active.
  const chosen = usePendingValue(active, { label: t('toolhead.extruder'), format: prettyName })
  const canSwitch = useAllowed(selectExtruder.allowed)
  const canExtrude = usePrinter((p) => p.object(active)?.can_extrude !== false)
  const minTemp = useExtruderSetting(active, 'min_extrude_temp') ?? 170
  const maxLength = useExtruderSetting(active, 'max_extrude_only_distance')
  const maxSpeed = useExtruderSetting(active, 'max_extrude_only_velocity')
  const defaultLength = useUiSetting('general.defaultExtrudeLength')
  const defaultSpeed = useUiSetting('general.defaultExtrudeSpeed')
  const [lengthText, setLengthText] = useState<string | null>(null)
  const [speedText, setSpeedText] = useState<string | null>(null)
  const length = checkExtrude(lengthText ?? String(defaultLength), maxLength)
  const speed = checkExtrude(speedText ?? String(defaultSpeed), maxSpeed)
  // Hot enough, not printing, no filament move running: the action's own guard.
  const allowed = useAllowed(moveFilament.allowed, 'extrude', 0, 0)

  if (extruders.length === 0) return null

  const disabled = !allowed || !length.ok || !speed.ok

  const run = (kind: 'extrude' | 'retract') => {
    if (length.ok && speed.ok) void moveFilament(kind, length.value, speed.value)
  }

  const button = (kind: 'extrude' | 'retract') => {
    const b = (
      <Button
        variant="light"
        fullWidth
        leftSection={kind === 'extrude' ? <IconArrowDown size={16} /> : <IconArrowUp size={16} />}
        disabled={disabled}
        onClick={() => run(kind)}
      >
        {t(`toolhead.${kind}`)}
      </Button>
    )
    // A disabled button gets no hover: the wrapper carries the tooltip.
    return !canExtrude ? (
      <Tooltip label={t('toolhead.tooCold', { min: formatNumberUpTo(minTemp, 1) })}>
        <div style={{ flex: 1 }}>{b}</div>
      </Tooltip>
    ) : (
      b
    )
  }

  return (
    <Stack gap="xs">
      {extruders.length > 1 && (
        // The browser's own list: on a phone it opens the system picker.
        <NativeSelect
          label={t('toolhead.extruder')}
          data={extruders.map((e) => ({ value: e, label: prettyName(e) }))}
          value={chosen.shown}
          disabled={!canSwitch}
          onChange={(e) => {
            const v = e.currentTarget.value
            if (v) chosen.send(v, () => selectExtruder(v))
          }}
        />
      )}
      <SimpleGrid cols={2} spacing="xs">
        <TextInput
          label={t('toolhead.extrudeLength')}
          value={lengthText ?? String(defaultLength)}
          onChange={(e) => setLengthText(e.currentTarget.value)}
          error={length.ok ? null : ruleMessage(length.error)}
          inputMode="decimal"
          rightSection="mm"
          rightSectionWidth={40}
        />
        <TextInput
          label={t('toolhead.extrudeSpeed')}
          value={speedText ?? String(defaultSpeed)}
          onChange={(e) => setSpeedText(e.currentTarget.value)}
          error={speed.ok ? null : ruleMessage(speed.error)}
          inputMode="decimal"
          rightSection="mm/s"
          rightSectionWidth={48}
        />
      </SimpleGrid>
      <Group grow gap="xs" wrap="nowrap">
        {button('retract')}
        {button('extrude')}
      </Group>
    </Stack>
  )
}
