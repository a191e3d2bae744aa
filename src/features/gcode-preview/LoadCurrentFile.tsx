import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { loadGcodePreview, useGcodePreviewStore } from '../../state/gcode-preview'
import { getUiSetting } from '../../state/settings/settings'
import { usePrintingFile } from './usePrintLink'

/** While a print runs: its file in the preview with one click (following it when auto-follow is on). */
export function LoadCurrentFile() {
  const { t } = useTranslation('gcodePreview')
  const printing = usePrintingFile()
  const shown = useGcodePreviewStore((s) => (s.status === 'idle' ? null : s.file))
  if (!printing || shown === printing) return null
  return (
    <Button
      size="compact-xs"
      variant="light"
      data-testid="gcode-preview-load-current"
      title={printing}
      onClick={() => void loadGcodePreview(printing, 0, { follow: getUiSetting('gcodePreview.autoFollowOnFileLoad') })}
    >
      {t('loadCurrent')}
    </Button>
  )
}
