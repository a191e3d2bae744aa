import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { activateExtruder, extrude, retract } from '../../lib/gcode/extruder'
import { checkExtrude } from '../../lib/input-rules'
import { prettyName } from '../../lib/printer-objects'
import { sendGcode } from '../../state/actions/gcode'
import { usePrinter } from '../../state/printer-fields'
import { useUiSetting } from '../../state/settings/settings'
import { useAnyWait, withWait } from '../../state/waits'
import { useRuleMessage } from '../../ui/use-rule-message'
import { useActiveExtruder, useExtruderNames, useExtruderSetting, useIdleActionsAllowed, useMotionAllowed } from './use-toolhead'
import { formatNumberUpTo } from '../../lib/format'
import { Tooltip } from '../../ui/tooltip'

const EXTRUDER_WAITS = ['extrude', 'retract']

/** Extruder select, length and speed (SPEC §5 limits), retract and extrude. */
export function ExtruderControls() {
  const { t } = useTranslation('dashboard')
  const ruleMessage = useRuleMessage()
  const extruders = useExtruderNames()
  const active = useActiveExtruder()
  const allowed = useMotionAllowed()
  const canSwitch = useIdleActionsAllowed()
  const canExtrude = usePrinter((p) => p.object(active)?.can_extrude !== false)
  const minTemp = useExtruderSetting(active, 'min_extrude_temp') ?? 170
  const maxLength = useExtruderSetting(active, 'max_extrude_only_distance')
  const maxSpeed = useExtruderSetting(active, 'max_extrude_only_velocity')
  const defaultLength = useUiSetting('general.defaultExtrudeLength')
  const defaultSpeed = useUiSetting('general.defaultExtrudeSpeed')
  const [lengthText, setLengthText] = useState<string | null>(null)
  const [speedText, setSpeedText] = useState<string | null>(null)
  const running = useAnyWait(EXTRUDER_WAITS)

  if (extruders.length === 0) return null

  const length = checkExtrude(lengthText ?? String(defaultLength), maxLength)
  const speed = checkExtrude(speedText ?? String(defaultSpeed), maxSpeed)
  const valid = length.ok && speed.ok
  const disabled = !allowed || !valid || !canExtrude || running

  const run = (kind: 'extrude' | 'retract') => {
    if (!length.ok || !speed.ok) return
    const script = kind === 'extrude' ? extrude(length.value, speed.value) : retract(length.value, speed.value)
    void withWait(kind, () => sendGcode(script))
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
          value={active}
          disabled={!canSwitch}
          onChange={(e) => {
            const v = e.currentTarget.value
            if (v && v !== active) void sendGcode(activateExtruder(v))
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
