import { ActionIcon, Checkbox, Table } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/datetime'
import { formatNumber } from '../../../lib/format'
import { deleteMeasurement } from '../../../state/actions/input-shaper'
import { dateTimePrefs } from '../../../state/datetime-prefs'
import type { StoredMeasurement } from '../../../lib/input-shaper/history'
import { toggleCompared } from '../../../state/settings/shaper-history'
import { SHAPER_LABEL } from './ShaperTable'

interface Props {
  measurements: StoredMeasurement[]
  compared: string[]
  deleting: boolean
}

/** The past measurements, one row each: pick for comparison, or delete. Rendered again only when they change. */
export const MeasurementTable = memo(function MeasurementTable({ measurements, compared, deleting }: Props) {
  const { t } = useTranslation('shaper')
  const when = (ms: number) => formatDateTime(new Date(ms), dateTimePrefs())
  return (
    <Table.ScrollContainer minWidth={400}>
      <Table verticalSpacing={2} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        <Table.Tbody>
          {measurements.map((m) => {
            const best = m.fits.find((f) => f.name === m.recommended) ?? m.fits[0]
            return (
              <Table.Tr key={m.id} data-testid="shaper-measurement">
                <Table.Td>
                  <Checkbox size="xs" checked={compared.includes(m.id)} onChange={() => toggleCompared(m.id)} aria-label={t('history.compare', { when: when(m.measuredAt) })} />
                </Table.Td>
                <Table.Td>{when(m.measuredAt)}</Table.Td>
                <Table.Td>{t('axis', { axis: m.axis.toUpperCase() })}</Table.Td>
                <Table.Td>
                  {SHAPER_LABEL[best.name]} {t('hz', { value: formatNumber(best.freq, 1) })}
                </Table.Td>
                <Table.Td ta="right">
                  <ActionIcon size="sm" variant="subtle" color="gray" disabled={deleting} onClick={() => void deleteMeasurement(m.id)} aria-label={t('history.delete', { when: when(m.measuredAt) })}>
                    <IconTrash size={14} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
})
