import { SimpleGrid, TextInput } from '@mantine/core'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { moveTo, type Axis } from '../../lib/gcode/motion'
import { parseNumber } from '../../lib/input-rules'
import { sendGcode } from '../../state/actions/gcode'
import { usePrinter } from '../../state/printer-fields'
import { useHomedAxes } from '../../state/printer-selectors'
import { useUiSetting } from '../../state/settings/settings'
import { formatPosition, positionChanged } from './position'
import { useMotionAllowed } from './use-toolhead'

const AXES: Axis[] = ['X', 'Y', 'Z']

function usePosition(index: number): number | undefined {
  const useGcodeCoords = useUiSetting('general.useGcodeCoords')
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
  const xySpeed = useUiSetting('general.defaultToolheadXYSpeed')
  const zSpeed = useUiSetting('general.defaultToolheadZSpeed')
  const input = useRef<HTMLInputElement>(null)
  const live = useRef(position)
  live.current = position
  // While the field has focus it holds what the user types; otherwise it shows the live position.
  const [editing, setEditing] = useState(false)

  // A field that gets disabled (axes no longer homed, or the printer gone) loses its focus without a
  // blur event: that ends the edit, and the field shows the live position again.
  const typing = editing && homed
  useEffect(() => {
    if (!homed) setEditing(false)
  }, [homed])

  // A new position is written into the field, not rendered through it: while the toolhead moves
  // that is one value a second, without re-rendering the input and its wrappers.
  useLayoutEffect(() => {
    if (!typing && input.current) input.current.value = formatPosition(position)
  }, [position, typing])

  return useMemo(() => {
    const submit = (field: HTMLInputElement) => {
      const value = parseNumber(field.value)
      const current = live.current
      if (value === null || !positionChanged(value, current)) {
        field.value = formatPosition(current)
        return
      }
      void sendGcode(moveTo(axis, value, axis === 'Z' ? zSpeed : xySpeed))
    }
    return (
      <TextInput
        ref={input}
        label={axis}
        aria-label={label}
        defaultValue={formatPosition(live.current)}
        inputMode="decimal"
        disabled={!homed}
        readOnly={busy}
        data-testid={`position-${axis.toLowerCase()}`}
        onFocus={(e) => {
          e.currentTarget.value = formatPosition(live.current)
          setEditing(true)
        }}
        onBlur={() => setEditing(false)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            submit(e.currentTarget)
            e.currentTarget.blur()
          }
        }}
      />
    )
  }, [axis, label, homed, busy, xySpeed, zSpeed])
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
