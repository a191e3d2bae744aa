import { ActionIcon } from '@mantine/core'
import { IconCloudUpload } from '@tabler/icons-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { rootProperties } from '../../lib/files/roots'
import { useRegisteredRoots } from '../../state/server'
import { reportError } from '../../state/errors'
import { useKlippyReady, usePrintInProgress } from '../../state/printer-selectors'
import { Tooltip } from '../../ui/tooltip'

/**
 * The app bar's "Upload and print" (SPEC §7): one G-code file to the gcodes root, printed once it
 * has arrived. Hidden while a print runs or is paused, and where the printer has no gcodes root.
 */
export function UploadPrintButton() {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const printing = usePrintInProgress()
  const ready = useKlippyReady()
  const hasGcodes = useRegisteredRoots().includes('gcodes')
  if (printing || !hasGcodes) return null
  const label = t('app.uploadPrint')
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={rootProperties('gcodes').accepts.join(',')}
        data-testid="appbar-upload-print-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0]
          e.currentTarget.value = ''
          // The upload queue's code is no part of the first paint; it is fetched with the first file.
          if (file) import('../../state/transfers').then((t) => t.uploadFiles([file], 'gcodes', '', true), reportError)
        }}
      />
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} disabled={!ready} onClick={() => input.current?.click()} data-testid="appbar-upload-print">
          <IconCloudUpload />
        </ActionIcon>
      </Tooltip>
    </>
  )
}
