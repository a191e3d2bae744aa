import { lazy, Suspense } from 'react'
import { usePrinterField } from '../../state/printer-fields'
import { useUiStore } from '../../state/ui'

/** A macro's prompt: its code comes once a printer has sent a prompt line. */
const MacroPromptDialog = lazy(() => import('../../features/macros/MacroPromptDialog'))
/** The manual Z probe: its code comes with the printer's first session. */
const ManualProbeDialog = lazy(() => import('../../features/toolhead/ManualProbeDialog'))
/** The spool question before a print: its code comes with the first print start that asks. */
const SpoolPrintPrompt = lazy(() => import('../../features/spoolman/SpoolPrintPrompt'))

/** Dialogs the printer opens itself, on whatever page the user is: a macro's prompt, a manual Z probe. */
export function PrinterDialogs() {
  const macroPrompts = useUiStore((s) => s.macroPrompts)
  const spoolPrompt = useUiStore((s) => s.spoolPrompt)
  const probing = usePrinterField('manual_probe', 'is_active') === true
  return (
    <Suspense fallback={null}>
      {macroPrompts && <MacroPromptDialog />}
      {probing && <ManualProbeDialog />}
      {spoolPrompt && <SpoolPrintPrompt />}
    </Suspense>
  )
}
