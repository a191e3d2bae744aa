import { Box } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/Card'
import { GcodeViewer } from './GcodeViewer'
import { useAutoLoadOnPrintStart } from './usePrintLink'
import { usePreviewQuery } from './usePreviewQuery'
import { usePreviewRequests } from './usePreviewRequests'
import { useRef } from 'react'

/** /preview: the G-code preview filling the page; the file it shows is in the address (?file=). */
export default function PreviewPage() {
  const { t } = useTranslation('gcodePreview')
  const ref = useRef<HTMLDivElement>(null)
  usePreviewRequests(ref)
  useAutoLoadOnPrintStart()
  usePreviewQuery()
  return (
    <Box ref={ref} data-testid="gcode-preview-page">
      <Card title={t('title')} flush>
        <GcodeViewer height="calc(100vh - 56px - 190px)" />
      </Card>
    </Box>
  )
}
