import { SimpleGrid, TextInput } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { moveTo, type Axis } from '../../lib/gcode/motion'
import { parseNumber } from '../../lib/input-rules'
import { sendGcode } from '../../state/actions/gcode'
import { usePrinter } from '../../state/printer-fields'
import { useHomedAxes } from '../../state/printer-selectors'
import { useUiSetting } from '../../state/ui-settings'
import { formatPosition, positionChanged } from './position'
import { useMotionAllowed } from './use-toolhead'

const AXES: Axis[] = ['X', 'Y', 'Z']

function usePosition(index: number): number | undefined {
  const useGcodeCoords = useUiSetting<boolean>('general.useGcodeCoords')
  // Rounded as shown (two decimals): a move below that renders nothing.
  return usePrinter((p) => {
    const value = (useGcodeCoords ? p.object('gcode_move')?.gcode_position : p.object('toolhead')?.position)?.[index]
    return value === undefined ? undefined : Math.round(value * 100) / 100
  })
}

function PositionInput({ axis, index }: { axis: Axis; index: number }) {
  const { t } = useTranslation('dashboard')
  // Translated once: the field renders with every new position while the toolhead moves.
  const label = useMemo(() => t('toolhead.position', { axis }), [t, axis])
  const position = usePosition(index)
  const homed = useHomedAxes().includes(axis.toLowerCase())
  // Read-only while printing; a paused print may be moved like an idle one.
  const busy = !useMotionAllowed()
  const xySpeed = useUiSetting<number>('general.defaultToolheadXYSpeed')
  const zSpeed = useUiSetting<number>('general.defaultToolheadZSpeed')
  // What the user types while the field has focus; otherwise the field shows the live position.
  const [draft, setDraft] = useState<string | null>(null)
  const text = draft ?? formatPosition(position)

  const submit = () => {
    const value = parseNumber(text)
    if (value === null || !positionChanged(value, position)) {
      setDraft(formatPosition(position))
      return
    }
    void sendGcode(moveTo(axis, value, axis === 'Z' ? zSpeed : xySpeed))
  }

  return (
    <TextInput
      label={axis}
      aria-label={label}
      value={text}
      inputMode="decimal"
      disabled={!homed}
      readOnly={busy}
      data-testid={`position-${axis.toLowerCase()}`}
      onFocus={() => setDraft(formatPosition(position))}
      onBlur={() => setDraft(null)}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          submit()
          e.currentTarget.blur()
        }
      }}
    />
  )
}

/** X, Y, Z of the toolhead; typing a value and pressing Enter moves there (SPEC §5). */
export function PositionInputs() {
  return (
    <SimpleGrid cols={3} spacing="xs">
      {AXES.map((axis, index) => (
        <PositionInput key={axis} axis={axis} index={index} />
      ))}
    </SimpleGrid>
  )
}
