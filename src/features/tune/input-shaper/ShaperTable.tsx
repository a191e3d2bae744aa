import { Badge, Radio, Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ShaperFit } from '../../../lib/input-shaper/fit'
import type { ShaperName } from '../../../lib/input-shaper/shapers'
import { formatNumber } from '../../../lib/format'

/** Klipper's names for the shapers, as the config takes them. */
export const SHAPER_LABEL: Record<ShaperName, string> = { zv: 'ZV', mzv: 'MZV', ei: 'EI', '2hump_ei': '2HUMP_EI', '3hump_ei': '3HUMP_EI' }

/** Every fitted shaper of an axis: pick one (the recommendation is marked). */
export function ShaperTable({ fits, recommended, chosen, onChoose, axis, testId }: { fits: ShaperFit[]; recommended: ShaperName; chosen: ShaperName; onChoose(name: ShaperName): void; axis: string; testId?: string }) {
  const { t } = useTranslation('shaper')
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped verticalSpacing={4} fz="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.shaper')}</Table.Th>
            <Table.Th ta="right">{t('table.frequency')}</Table.Th>
            <Table.Th ta="right">{t('table.vibrations')}</Table.Th>
            <Table.Th ta="right">{t('table.smoothing')}</Table.Th>
            <Table.Th ta="right">{t('table.maxAccel')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fits.map((f) => (
            <Table.Tr key={f.name} data-testid="shaper-row" data-shaper={f.name} data-recommended={f.name === recommended} bg={f.name === recommended ? 'var(--mantine-primary-color-light)' : undefined}>
              <Table.Td>
                <Radio
                  size="xs"
                  checked={f.name === chosen}
                  onChange={() => onChoose(f.name)}
                  label={
                    <>
                      {SHAPER_LABEL[f.name]}{' '}
                      {f.name === recommended && (
                        <Badge size="xs" variant="light" ml={4} styles={{ label: { overflow: 'visible' } }}>
                          {t('recommended')}
                        </Badge>
                      )}
                    </>
                  }
                  aria-label={t('choose', { shaper: SHAPER_LABEL[f.name], axis })}
                />
              </Table.Td>
              <Table.Td ta="right" data-testid="shaper-freq" data-value={f.freq.toFixed(1)}>
                {t('hz', { value: formatNumber(f.freq, 1) })}
              </Table.Td>
              <Table.Td ta="right">{t('percent', { value: formatNumber(f.vibrations * 100, 1) })}</Table.Td>
              <Table.Td ta="right">{t('mm', { value: formatNumber(f.smoothing, 3) })}</Table.Td>
              <Table.Td ta="right">{t('accel', { value: formatNumber(f.maxAccel) })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
