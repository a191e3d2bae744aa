import { Button } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { macroCommand } from '../../lib/gcode/macros'
import { DEFAULT_MACRO_DESCRIPTION, type Macro } from '../../lib/macros'
import { sendGcode } from '../../state/actions/gcode'
import { MacroParamsDialog } from './MacroParamsDialog'
import { Tooltip } from '../../ui/tooltip'

interface MacroButtonProps {
  macro: Macro
  disabled: boolean
}

/** Runs a macro at once, or asks for its parameters first when its template reads any. */
export function MacroButton({ macro, disabled }: MacroButtonProps) {
  const { t } = useTranslation('macros')
  const [asking, setAsking] = useState(false)
  const [running, setRunning] = useState(false)
  const label = macro.alias || macro.name.toUpperCase()

  const run = async (values: Record<string, string> = {}) => {
    setAsking(false)
    setRunning(true)
    await sendGcode(macroCommand(macro.name, values))
    setRunning(false)
  }

  const tooltip = [macro.description !== DEFAULT_MACRO_DESCRIPTION ? macro.description : '', disabled && macro.disabledWhilePrinting ? t('disabledWhilePrinting') : '']
    .filter(Boolean)
    .join(' — ')

  const button = (
    <Button
      size="xs"
      variant={macro.color ? 'filled' : 'light'}
      color={macro.color || undefined}
      disabled={disabled}
      loading={running}
      onClick={() => (macro.params.length ? setAsking(true) : void run())}
      data-testid="macro-button"
      data-macro={macro.name}
    >
      {label}
    </Button>
  )

  return (
    <>
      {tooltip ? (
        <Tooltip label={tooltip} multiline maw={300} openDelay={400}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {asking && <MacroParamsDialog macro={macro} onRun={(values) => void run(values)} onClose={() => setAsking(false)} />}
    </>
  )
}
