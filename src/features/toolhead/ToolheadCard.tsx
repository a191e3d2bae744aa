import { Divider, Stack } from '@mantine/core'
import { IconArrowsMove } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Card } from '../../ui/Card'
import { ExtruderControls } from './ExtruderControls'
import { JogControls } from './JogControls'
import { PositionInputs } from './PositionInputs'
import { PressureAdvance } from './PressureAdvance'
import { SpeedFlowSliders } from './SpeedFlowSliders'
import { ToolheadActions } from './ToolheadActions'
import { ZOffsetControls } from './ZOffsetControls'

/** Toolhead: position, jogging, homing, extruder, speed/flow overrides, pressure advance, Z offset. */
export default function ToolheadCard() {
  const { t } = useTranslation('dashboard')
  return (
    <Card title={t('toolhead.title')} icon={<IconArrowsMove size={20} />} actions={<ToolheadActions />} testId="toolhead-card">
      <Stack gap="md">
        <PositionInputs />
        <JogControls />
        <ZOffsetControls />
        <Divider />
        <ExtruderControls />
        <Divider />
        <SpeedFlowSliders />
        <PressureAdvance />
      </Stack>
    </Card>
  )
}
