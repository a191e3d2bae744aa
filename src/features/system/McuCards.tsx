import { Button, ScrollArea, SimpleGrid, Table } from '@mantine/core'
import { IconCpu2 } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useObjectNames, usePrinter } from '../../state/printer-fields'
import { Card } from '../../ui/Card'
import { InfoRows } from './InfoRows'
import { Dialog } from '../../ui/Dialog'

const isMcu = (n: string) => n === 'mcu' || n.startsWith('mcu ')

/** Klipper calls its main MCU 'mcu'; the others are 'mcu <name>' and shown by their name. */
export const mcuLabel = (name: string) => (name === 'mcu' ? 'mcu' : name.slice(4))

function formatMhz(hz: number | string | undefined): string {
  const n = Number(hz)
  return Number.isFinite(n) && n > 0 ? `${Math.round(n / 1e5) / 10} MHz` : ''
}

function McuCard({ name }: { name: string }) {
  const { t } = useTranslation('system')
  const [open, setOpen] = useState(false)
  const objectName: 'mcu' | `mcu ${string}` = name === 'mcu' ? 'mcu' : `mcu ${name.slice(4)}`
  const version = usePrinter((p) => p.object(objectName)?.mcu_version ?? '')
  const type = usePrinter((p) => String(p.object(objectName)?.mcu_constants?.MCU ?? ''))
  const freq = usePrinter((p) => p.object(objectName)?.mcu_constants?.CLOCK_FREQ)
  const constants = usePrinter((p) => p.object(objectName)?.mcu_constants)
  const label = mcuLabel(name)
  return (
    <Card
      title={label}
      icon={<IconCpu2 size={18} />}
      testId={`mcu-${label}`}
      actions={
        <Button size="compact-sm" variant="subtle" onClick={() => setOpen(true)} disabled={!constants}>
          {t('mcu.constants', 'Constants')}
        </Button>
      }
    >
      <InfoRows
        rows={[
          [t('mcu.type', 'MCU'), type],
          [t('mcu.frequency', 'Clock frequency'), formatMhz(freq)],
          [t('mcu.version', 'Version'), version],
        ]}
      />
      <Dialog opened={open} onClose={() => setOpen(false)} title={t('mcu.constantsOf', '{{name}} constants', { name: label })} size="lg" scrollAreaComponent={ScrollArea.Autosize}>
        <Table striped data-testid={`mcu-constants-${label}`}>
          <Table.Tbody>
            {Object.entries(constants ?? {})
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => (
                <Table.Tr key={k}>
                  <Table.Td ff="monospace">{k}</Table.Td>
                  <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {String(v)}
                  </Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Dialog>
    </Card>
  )
}

/** A card per microcontroller Klipper talks to. */
export function McuCards() {
  const names = useObjectNames(isMcu)
  if (names.length === 0) return null
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {names.map((n) => (
        <McuCard key={n} name={n} />
      ))}
    </SimpleGrid>
  )
}
