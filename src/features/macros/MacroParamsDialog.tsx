import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DEFAULT_MACRO_DESCRIPTION, type Macro } from '../../lib/macros'
import { Dialog } from '../../ui/Dialog'

interface MacroParamsDialogProps {
  macro: Macro
  onRun: (values: Record<string, string>) => void
  onClose: () => void
}

/** Asks for a macro's parameters; fields left empty fall back to the template's default. */
export function MacroParamsDialog({ macro, onRun, onClose }: MacroParamsDialogProps) {
  const { t } = useTranslation('macros')
  const [values, setValues] = useState<Record<string, string>>({})
  const label = macro.alias || macro.name.toUpperCase()
  return (
    <Dialog opened onClose={onClose} title={t('parametersTitle', { name: label })} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          onRun(values)
        }}
      >
        <Stack>
          {macro.description !== DEFAULT_MACRO_DESCRIPTION && <Text size="sm">{macro.description}</Text>}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {macro.params.map((param, i) => (
              <TextInput
                key={param.name}
                label={param.name}
                placeholder={param.defaultValue ?? ''}
                description={param.defaultValue !== null ? t('defaultValue', { value: param.defaultValue }) : undefined}
                value={values[param.name] ?? ''}
                onChange={(e) => {
                  const value = e.currentTarget.value
                  setValues((v) => ({ ...v, [param.name]: value }))
                }}
                data-autofocus={i === 0 || undefined}
              />
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('parametersHint')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit">{t('run')}</Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  )
}
