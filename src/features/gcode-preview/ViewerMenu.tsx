import { ActionIcon, Button, Checkbox } from '@mantine/core'
import { IconAdjustments, IconBan } from '@tabler/icons-react'
import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { setViewerOption, useGcodePreviewStore, type ViewerOptions } from '../../state/gcode-preview'
import { useWait } from '../../state/waits'
import { ExcludeObjectsDialog } from '../../ui/ExcludeObjectsDialog'
import type { PreviewObject } from './render2d'
import { usePrintingFile } from './usePrintLink'
import { Menu } from '../../ui/menu'

const TOGGLES: (keyof ViewerOptions)[] = ['followProgress', 'showCurrentLayer', 'showPreviousLayer', 'showNextLayer', 'showExtrusions', 'showMoves', 'showRetractions']

/** The viewer options menu and, while the shown file prints, the exclude-objects list. */
export const ViewerMenu = memo(function ViewerMenu({ objects, onExclude }: { objects: PreviewObject[]; onExclude(name: string): void }) {
  const { t } = useTranslation('gcodePreview')
  const options = useGcodePreviewStore((s) => s.options)
  const file = useGcodePreviewStore((s) => s.file)
  const printing = usePrintingFile()
  const excluding = useWait('exclude_object')
  const [listOpen, setListOpen] = useState(false)
  const live = printing !== null && printing === file
  return (
    <>
      {live && objects.length > 0 && (
        <Button size="compact-xs" variant="light" color="red" leftSection={<IconBan size={14} />} onClick={() => setListOpen(true)} data-testid="gcode-exclude-open">
          {t('exclude.button')}
        </Button>
      )}
      <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('options')} title={t('options')} data-testid="gcode-preview-options">
            <IconAdjustments size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {TOGGLES.map((key) => (
            <Menu.Item key={key} onClick={() => setViewerOption(key, !options[key])} data-testid={`gcode-option-${key}`}>
              <Checkbox size="xs" readOnly checked={options[key]} label={t(`option.${key}`)} disabled={key === 'followProgress' && !live} styles={{ input: { cursor: 'pointer' } }} />
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ExcludeObjectsDialog opened={listOpen} onClose={() => setListOpen(false)} objects={objects} onExclude={onExclude} busy={excluding} />
    </>
  )
})
