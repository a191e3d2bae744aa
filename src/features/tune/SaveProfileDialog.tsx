import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkRequired } from '../../lib/input-rules'
import { saveMeshProfile } from '../../state/actions/bed-mesh'
import { useWait } from '../../state/waits'
import { Dialog } from '../../ui/Dialog'

interface Props {
  opened: boolean
  onClose(): void
  /** The profile the loaded mesh came from ('' when none). */
  activeProfile: string
}

/**
 * Save the loaded mesh as a profile (SPEC §5): name required, 'default' unless a profile is loaded; the
 * loaded profile may be removed afterwards, which makes no sense when saving over it.
 */
export function SaveProfileDialog({ opened, onClose, activeProfile }: Props) {
  const { t } = useTranslation('tune')
  return (
    <Dialog opened={opened} onClose={onClose} title={t('save.title')} centered>
      {opened && <SaveProfileForm onClose={onClose} activeProfile={activeProfile} />}
    </Dialog>
  )
}

function SaveProfileForm({ onClose, activeProfile }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('tune')
  const { t: tv } = useTranslation('validation')
  const [name, setName] = useState(activeProfile || 'default')
  const [removeOld, setRemoveOld] = useState(false)
  const [touched, setTouched] = useState(false)
  const saving = useWait('bedMeshSave')
  const checkedName = checkRequired(name)
  const error = checkedName.ok ? null : checkedName.error.code
  const sameName = name.trim() === activeProfile
  const canRemove = !!activeProfile && !sameName

  const submit = async () => {
    setTouched(true)
    if (error) return
    if (await saveMeshProfile(name.trim(), canRemove && removeOld ? activeProfile : undefined)) onClose()
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <Stack>
        <TextInput
          label={t('save.name')}
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value)
            setTouched(true)
          }}
          error={touched && error ? tv(error) : undefined}
          data-autofocus
          data-testid="save-profile-name"
        />
        {activeProfile && (
          <Checkbox
            label={t('save.removeOld', { name: activeProfile })}
            checked={canRemove && removeOld}
            disabled={!canRemove}
            onChange={(e) => setRemoveOld(e.currentTarget.checked)}
            data-testid="save-profile-remove-old"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={!!error} data-testid="save-profile-submit">
            {t('save.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
