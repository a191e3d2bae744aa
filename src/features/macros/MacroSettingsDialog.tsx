import { ActionIcon, Button, ColorInput, Group, Select, Stack, Switch, TextInput } from '@mantine/core'
import { IconRestore } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { UNCATEGORIZED_ID, type Macro, type MacroCategory, type StoredMacro } from '../../lib/macros'
import { Tooltip } from '../../ui/tooltip'
import { Dialog } from '../../ui/Dialog'

interface MacroSettingsDialogProps {
  macro: Macro
  categories: MacroCategory[]
  onSave: (macro: StoredMacro) => void
  onClose: () => void
}

/** One macro's alias, category, colour, disabled-while-printing and visibility. */
export function MacroSettingsDialog({ macro, categories, onSave, onClose }: MacroSettingsDialogProps) {
  const { t } = useTranslation('macros')
  const [draft, setDraft] = useState<StoredMacro>(macro)
  const set = <K extends keyof StoredMacro>(key: K, value: StoredMacro[K]) => setDraft((d) => ({ ...d, [key]: value }))
  const categoryOptions = [
    ...[...categories].sort((a, b) => a.name.localeCompare(b.name)).map((c) => ({ value: c.id, label: c.name })),
    { value: UNCATEGORIZED_ID, label: t('uncategorized') },
  ]

  return (
    <Dialog opened onClose={onClose} title={macro.name.toUpperCase()} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          onSave({ ...draft, alias: draft.alias.trim() })
        }}
      >
        <Stack>
          <TextInput label={t('alias')} value={draft.alias} placeholder={macro.name.toUpperCase()} onChange={(e) => set('alias', e.currentTarget.value)} data-autofocus />
          <Select
            label={t('category')}
            data={categoryOptions}
            value={draft.categoryId}
            onChange={(v) => v !== null && set('categoryId', v)}
            allowDeselect={false}
            data-testid="macro-category-select"
          />
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <ColorInput
              style={{ flex: 1 }}
              label={t('color')}
              value={draft.color}
              onChange={(v) => set('color', v)}
              format="hex"
              popoverProps={{ withinPortal: true }}
            />
            <Tooltip label={t('resetColor')}>
              <ActionIcon variant="default" size="lg" onClick={() => set('color', '')} aria-label={t('resetColor')} disabled={!draft.color}>
                <IconRestore size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Switch label={t('disabledWhilePrinting')} checked={draft.disabledWhilePrinting} onChange={(e) => set('disabledWhilePrinting', e.currentTarget.checked)} />
          <Switch label={t('visible')} checked={draft.visible} onChange={(e) => set('visible', e.currentTarget.checked)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit">{t('save')}</Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  )
}
