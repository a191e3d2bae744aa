import { Button, Group, Modal, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { validateName } from '../../lib/files/names'

export interface NameDialogState {
  kind: 'rename' | 'new-file' | 'new-folder'
  /** The current name when renaming. */
  initial: string
}

interface NameDialogProps {
  state: NameDialogState
  /** Names already in the folder. */
  existing: readonly string[]
  onSubmit(name: string): void
  onClose(): void
}

/** Asks for a file or folder name; nothing is saved until the name is valid (SPEC §5). */
export function NameDialog({ state, existing, onSubmit, onClose }: NameDialogProps) {
  const { t } = useTranslation('files')
  const [value, setValue] = useState(state.initial)
  const [touched, setTouched] = useState(false)
  const error = validateName(value, existing, state.kind === 'rename' ? state.initial : undefined)
  const submit = () => {
    setTouched(true)
    if (error) return
    onSubmit(value.trim())
  }
  return (
    <Modal opened onClose={onClose} title={t(`name_dialog.title_${state.kind}`)} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <TextInput
          label={state.kind === 'new-folder' ? t('name_dialog.folder_name') : t('name_dialog.file_name')}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value)
            setTouched(true)
          }}
          error={touched && error ? t(`validation.${error === 'Required' ? 'required' : 'exists'}`) : undefined}
          data-autofocus
          data-testid="name-input"
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit">{state.kind === 'rename' ? t('actions.rename') : t('actions.save')}</Button>
        </Group>
      </form>
    </Modal>
  )
}
