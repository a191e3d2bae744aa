import { Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRuleMessage } from '../../ui/use-rule-message'
import { checkExpression } from '../../lib/console-expression'
import { CONSOLE_FILTER_TYPES, hasErrors, validateFilter, type ConsoleFilter } from '../../lib/console-filters'
import { Dialog } from '../../ui/Dialog'

interface FilterDialogProps {
  /** The filter being edited; an empty id means a new one. */
  filter: ConsoleFilter
  others: ConsoleFilter[]
  onSave: (filter: ConsoleFilter) => void
  onClose: () => void
}

/** Add/edit one console filter; nothing is saved while a field is invalid (SPEC §5). */
export function FilterDialog({ filter, others, onSave, onClose }: FilterDialogProps) {
  const { t } = useTranslation('console')
  const message = useRuleMessage()
  const [draft, setDraft] = useState(filter)
  const [touched, setTouched] = useState(false)
  const errors = validateFilter(draft, others, checkExpression)
  const shown = touched ? errors : { name: draft.name ? errors.name : undefined, value: draft.value ? errors.value : undefined }
  const set = <K extends keyof ConsoleFilter>(key: K, value: ConsoleFilter[K]) => setDraft((d) => ({ ...d, [key]: value }))

  const save = () => {
    setTouched(true)
    if (hasErrors(errors)) return
    onSave({ ...draft, name: draft.name.trim() })
  }

  return (
    <Dialog opened onClose={onClose} title={filter.id ? t('editFilter') : t('addFilter')} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          save()
        }}
      >
        <Stack>
          <TextInput
            label={t('filterName')}
            value={draft.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={shown.name && message(shown.name)}
            data-autofocus
            required
          />
          <Select
            label={t('filterType')}
            data={CONSOLE_FILTER_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
            value={draft.type}
            onChange={(v) => {
              const type = CONSOLE_FILTER_TYPES.find((c) => c === v)
              if (type) set('type', type)
            }}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('filterValue')}
            value={draft.value}
            onChange={(e) => set('value', e.currentTarget.value)}
            error={shown.value && message(shown.value)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            required
          />
          <Switch label={t('filterEnabled')} checked={draft.enabled} onChange={(e) => set('enabled', e.currentTarget.checked)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={touched && hasErrors(errors)}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  )
}
