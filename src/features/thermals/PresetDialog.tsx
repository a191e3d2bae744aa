import { Button, Checkbox, Group, Stack, Table, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PresetValue } from '../../lib/gcode/heaters'
import { checkName, checkPresetValue } from '../../lib/input-rules'
import { prettyName } from '../../lib/printer-objects'
import type { ThermalPreset } from '../../state/presets'
import { useRuleMessage } from '../../ui/use-rule-message'
import { Dialog } from '../../ui/Dialog'

interface Props {
  preset: ThermalPreset
  /** Heaters and temperature fans of the printer. */
  targets: string[]
  otherNames: string[]
  onSave(preset: ThermalPreset): void
  onClose(): void
}

type Draft = Record<string, { text: string; active: boolean; type: PresetValue['type'] }>

function draftOf(preset: ThermalPreset, targets: string[]): Draft {
  const names = [...new Set([...targets, ...Object.keys(preset.values)])]
  return Object.fromEntries(
    names.map((name) => {
      const v = preset.values[name]
      return [name, { text: String(v?.value ?? 0), active: v?.active ?? false, type: v?.type ?? (name.startsWith('temperature_fan ') ? 'fan' : 'heater') }]
    }),
  )
}

/** Add or edit a thermal preset: name required, every value required and at least 0 (SPEC §5). */
export function PresetDialog({ preset, targets, otherNames, onSave, onClose }: Props) {
  const { t } = useTranslation('dashboard')
  const ruleMessage = useRuleMessage()
  const [name, setName] = useState(preset.name)
  const [gcode, setGcode] = useState(preset.gcode)
  const [draft, setDraft] = useState<Draft>(() => draftOf(preset, targets))
  const [touched, setTouched] = useState(false)

  const nameCheck = checkName(name, otherNames)
  const valueChecks = Object.fromEntries(Object.entries(draft).map(([n, d]) => [n, checkPresetValue(d.text)]))
  const valid = nameCheck.ok && Object.values(valueChecks).every((c) => c.ok)

  const save = () => {
    setTouched(true)
    if (!valid || !nameCheck.ok) return
    const values: Record<string, PresetValue> = {}
    for (const [n, d] of Object.entries(draft)) {
      const c = valueChecks[n]
      if (c.ok) values[n] = { value: c.value, active: d.active, type: d.type }
    }
    onSave({ ...preset, name: nameCheck.value, gcode, values })
  }

  const set = (n: string, patch: Partial<Draft[string]>) => setDraft((d) => ({ ...d, [n]: { ...d[n], ...patch } }))

  return (
    <Dialog opened onClose={onClose} title={preset.name ? t('presets.edit') : t('presets.add')} size="lg" centered>
      <Stack>
        <TextInput label={t('presets.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={(touched || name) && !nameCheck.ok ? ruleMessage(nameCheck.error) : null} data-autofocus />
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {Object.entries(draft).map(([n, d]) => {
              const c = valueChecks[n]
              return (
                <Table.Tr key={n}>
                  <Table.Td>
                    <Checkbox label={prettyName(n)} checked={d.active} onChange={(e) => set(n, { active: e.currentTarget.checked })} />
                  </Table.Td>
                  <Table.Td w={140}>
                    <TextInput
                      size="xs"
                      value={d.text}
                      inputMode="decimal"
                      rightSection="°C"
                      aria-label={t('presets.valueOf', { name: prettyName(n) })}
                      error={c.ok ? null : ruleMessage(c.error)}
                      onChange={(e) => set(n, { text: e.currentTarget.value })}
                    />
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
        <Textarea label={t('presets.gcode')} value={gcode} onChange={(e) => setGcode(e.currentTarget.value)} autosize minRows={2} ff="monospace" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('presets.cancel')}
          </Button>
          <Button onClick={save} disabled={touched && !valid}>
            {t('presets.save')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  )
}
