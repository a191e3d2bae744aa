import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { validateCategoryName, type MacroCategory } from '../../lib/macros'

interface CategoryNameDialogProps {
  title: string
  initialName: string
  categories: MacroCategory[]
  /** The category being renamed, so its own name does not count as taken. */
  ownId?: string
  onSave: (name: string) => void
  onClose: () => void
}

/** Name of a new or renamed macro category: required, unique ignoring case (SPEC §5). */
export function CategoryNameDialog({ title, initialName, categories, ownId, onSave, onClose }: CategoryNameDialogProps) {
  const { t } = useTranslation('macros')
  const [name, setName] = useState(initialName)
  const [touched, setTouched] = useState(false)
  const error = validateCategoryName(name, categories, ownId)
  const shown = error === 'exists' || (touched && error) ? error : null

  return (
    <Modal opened onClose={onClose} title={title} centered size="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          setTouched(true)
          if (!error) onSave(name.trim())
        }}
      >
        <Stack>
          <TextInput
            label={t('categoryName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={shown && t(`error.${shown}`)}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={!!shown}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
