import { Button } from '@mantine/core'
import { IconBan } from '@tabler/icons-react'
import { Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useExcludedObjects } from '../../state/actions/exclude'
import { usePrinter, usePrinterList } from '../../state/printer-fields'
import { usePrintInProgress } from '../../state/printer-selectors'
import { useWait } from '../../state/waits'
import type { ExcludableObject } from '../../ui/ExcludeObjectsDialog'
import { lazy } from '../../ui/lazy'

/** The list and its modal load when first opened. */
const ExcludeObjectsDialog = lazy(() => import('../../ui/ExcludeObjectsDialog').then((m) => ({ default: m.ExcludeObjectsDialog })))

const NONE: never[] = []

/** The objects Klipper knows for the running print, marked current and excluded. */
function useExcludableObjects(excluded: readonly string[]): ExcludableObject[] {
  const objects = usePrinterList((p) => p.object('exclude_object')?.objects ?? NONE)
  const current = usePrinter((p) => p.object('exclude_object')?.current_object ?? null)
  return useMemo(
    () =>
      objects.map((o) => ({
        name: o.name,
        excluded: excluded.includes(o.name.toUpperCase()) || excluded.includes(o.name),
        current: current?.toUpperCase() === o.name.toUpperCase(),
      })),
    [objects, excluded, current],
  )
}

/**
 * While a print with labelled objects runs or is paused: opens the list the G-code preview uses and
 * excludes through the same hook (useExcludedObjects).
 */
export function ExcludeObjectsButton() {
  const { t } = useTranslation('dashboard')
  const inProgress = usePrintInProgress()
  const hasObjects = usePrinter((p) => (p.object('exclude_object')?.objects?.length ?? 0) > 0)
  const [open, setOpen] = useState(false)
  if (!inProgress || !hasObjects) return null
  return (
    <>
      <Button size="compact-sm" variant="light" color="red" leftSection={<IconBan size={16} />} onClick={() => setOpen(true)} data-testid="status-exclude-open">
        {t('status.excludeObjects')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ObjectsDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

/** Mounted only while open: the object being printed changes many times a minute. */
function ObjectsDialog({ onClose }: { onClose(): void }) {
  const { excluded, exclude } = useExcludedObjects()
  const objects = useExcludableObjects(excluded)
  const excluding = useWait('exclude_object')
  return <ExcludeObjectsDialog opened onClose={onClose} objects={objects} onExclude={(name) => void exclude(name)} busy={excluding} />
}
