import { Box, Button, Grid, Group, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CAMERA_TYPES, NEW_CAMERA_ID, webcamOfForm, type CameraForm, type CameraRotation } from '../../lib/cameras/camera'
import { validateCamera, type CameraErrorCode } from '../../lib/cameras/validation'
import { succeeded } from '../../state/action'
import { saveCamera } from '../../state/actions/cameras'
import { useWait } from '../../state/waits'
import { useRuleMessage } from '../../ui/use-rule-message'
import { CameraView } from './CameraView'
import { Dialog } from '../../ui/Dialog'

const ROTATIONS: CameraRotation[] = [0, 90, 180, 270]
const ASPECTS = ['16:9', '4:3', '1:1', '3:2', '21:9']

/** Add or edit a camera, with SPEC §5's rules and a live preview of what the form describes. */
export function CameraDialog({ initial, onClose }: { initial: CameraForm; onClose(): void }) {
  const { t } = useTranslation('cameras')
  const ruleMessage = useRuleMessage()
  const saving = useWait('camera-save')
  const [form, setForm] = useState(initial)
  const [touched, setTouched] = useState(false)
  const errors = validateCamera(form)
  const valid = Object.keys(errors).length === 0
  const set = <K extends keyof CameraForm>(key: K, value: CameraForm[K]) => setForm((f) => ({ ...f, [key]: value }))
  const message = (e: CameraErrorCode | undefined) => (!e || !touched ? undefined : e.code === 'url' ? t('urlRule') : ruleMessage(e))
  const isNew = initial.id === NEW_CAMERA_ID
  const adaptive = form.type === 'mjpgadaptive'

  const submit = async () => {
    setTouched(true)
    if (!valid) return
    if (succeeded(await saveCamera(form))) onClose()
  }

  return (
    <Dialog opened onClose={onClose} title={isNew ? t('addTitle') : t('editTitle')} size="xl" data-testid="camera-dialog">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              <TextInput label={t('fields.name')} value={form.name} onChange={(e) => set('name', e.currentTarget.value)} onBlur={() => setTouched(true)} error={message(errors.name)} data-autofocus required />
              <Switch label={t('fields.enabled')} checked={form.enabled} onChange={(e) => set('enabled', e.currentTarget.checked)} />
              <Select
                label={t('fields.type')}
                data={CAMERA_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                value={form.type}
                onChange={(v) => {
                  const type = CAMERA_TYPES.find((c) => c === v)
                  if (type) set('type', type)
                }}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
              <TextInput label={t('fields.url')} value={form.url} onChange={(e) => set('url', e.currentTarget.value)} error={message(errors.url)} required />
              <TextInput label={t('fields.snapshotUrl')} value={form.snapshotUrl} onChange={(e) => set('snapshotUrl', e.currentTarget.value)} error={message(errors.snapshotUrl)} />
              {adaptive && (
                <Group grow align="flex-start">
                  <NumberInput label={t('fields.fpstarget')} value={form.fpstarget} onChange={(v) => set('fpstarget', v)} error={message(errors.fpstarget)} min={1} max={60} required />
                  <NumberInput label={t('fields.fpsidletarget')} value={form.fpsidletarget} onChange={(v) => set('fpsidletarget', v)} error={message(errors.fpsidletarget)} min={1} max={60} />
                </Group>
              )}
              {!adaptive && errors.fpstarget && touched && (
                <Text c="red" size="xs">
                  {t('fields.fpstarget')}: {message(errors.fpstarget)}
                </Text>
              )}
              {form.type === 'iframe' && (
                <NumberInput label={t('fields.height')} value={form.height} onChange={(v) => set('height', v)} error={message(errors.height)} min={1} required />
              )}
              <Group grow>
                <Select
                  label={t('fields.rotate')}
                  data={ROTATIONS.map((r) => ({ value: String(r), label: r ? `${r}°` : t('none_rotation') }))}
                  value={String(form.rotate)}
                  onChange={(v) => set('rotate', ROTATIONS.find((r) => r === Number(v)) ?? 0)}
                  allowDeselect={false}
                />
                <Select label={t('fields.aspectRatio')} data={ASPECTS.includes(form.aspectRatio) ? ASPECTS : [...ASPECTS, form.aspectRatio]} value={form.aspectRatio} onChange={(v) => v && set('aspectRatio', v)} allowDeselect={false} />
              </Group>
              <Group>
                <Switch label={t('fields.flipX')} checked={form.flipX} onChange={(e) => set('flipX', e.currentTarget.checked)} />
                <Switch label={t('fields.flipY')} checked={form.flipY} onChange={(e) => set('flipY', e.currentTarget.checked)} />
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Text size="sm" fw={500} mb={4}>
              {t('preview')}
            </Text>
            <Box data-testid="camera-preview">{errors.url ? <Text c="dimmed" size="sm">{t('previewNeedsUrl')}</Text> : <CameraView camera={{ ...webcamOfForm(form), enabled: true }} noFullscreen />}</Box>
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={touched && !valid}>
            {t('save')}
          </Button>
        </Group>
      </form>
    </Dialog>
  )
}
