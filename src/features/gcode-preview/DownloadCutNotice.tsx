import { Alert } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatFileSize } from '../../lib/format'
import { useGcodePreviewStore } from '../../state/gcode-preview'

/** Why the preview ends early: how much of the file arrived before its download finally failed. */
export function useDownloadCutText(): string {
  const { t } = useTranslation('gcodePreview')
  const cutAt = useGcodePreviewStore((s) => s.cutAt)
  const total = useGcodePreviewStore((s) => s.total)
  return t('cut', { loaded: formatFileSize(cutAt ?? 0), total: formatFileSize(total) })
}

/** Over a preview whose download failed halfway: the layers read are shown, and this says they are not all. */
export function DownloadCutNotice() {
  const cut = useGcodePreviewStore((s) => s.cutAt !== null)
  const text = useDownloadCutText()
  if (!cut) return null
  return (
    <Alert color="yellow" variant="filled" p="xs" pos="absolute" top={8} left={8} right={8} data-testid="gcode-preview-cut" style={{ maxWidth: 460, marginInline: 'auto' }}>
      {text}
    </Alert>
  )
}
