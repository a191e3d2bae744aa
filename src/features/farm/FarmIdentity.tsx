import { Alert, Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFarmPrinter, type FleetPrinter } from '../../state/fleet/fleet'

/** Another printer answers at this address than the one that first did: say so, and let the user accept it. */
export function FarmIdentity({ printer }: { printer: FleetPrinter }) {
  const { t } = useTranslation('farm')
  const { seen, expected } = useFarmPrinter(printer, (p) => ({ seen: p.identity, expected: p.foreignIdentity }))
  if (!expected || !seen) return null
  return (
    <Alert color="orange" p={6} fz="xs" data-testid="farm-identity">
      {t('foreignHint', { seen, expected })}
      <Button size="compact-xs" variant="light" color="orange" mt={4} display="block" onClick={() => printer.session?.acceptIdentity()}>
        {t('acceptIdentity')}
      </Button>
    </Alert>
  )
}
