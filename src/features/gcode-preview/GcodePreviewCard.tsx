import { ActionIcon } from '@mantine/core'
import { IconArrowsMaximize, IconX } from '@tabler/icons-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { clearGcodePreview, useGcodePreviewStore } from '../../state/gcode-preview'
import { Card } from '../../ui/Card'
import { GcodeViewer } from './GcodeViewer'
import { useAutoLoadOnPrintStart } from './usePrintLink'
import { usePreviewRequests } from './usePreviewRequests'

/** Dashboard card: the G-code preview of a file picked in the file browser, or of the running print. */
export default function GcodePreviewCard() {
  const { t } = useTranslation('gcodePreview')
  const ref = useRef<HTMLDivElement>(null)
  const file = useGcodePreviewStore((s) => s.file)
  usePreviewRequests(ref)
  useAutoLoadOnPrintStart()
  return (
    <div ref={ref} style={{ scrollMarginTop: 64 }}>
      <Card
        title={t('title')}
        testId="gcode-preview-card"
        flush
        actions={
          <>
            {file && (
              <ActionIcon variant="subtle" color="gray" onClick={clearGcodePreview} aria-label={t('clear')} title={t('clear')} data-testid="gcode-preview-clear">
                <IconX size={18} />
              </ActionIcon>
            )}
            <ActionIcon component={Link} to="/preview" variant="subtle" color="gray" aria-label={t('fullscreen')} title={t('fullscreen')}>
              <IconArrowsMaximize size={18} />
            </ActionIcon>
          </>
        }
      >
        {/* The bed is about square: on a phone the view is no taller than it is wide. */}
        <GcodeViewer height="min(400px, 100vw)" />
      </Card>
    </div>
  )
}
