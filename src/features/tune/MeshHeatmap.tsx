import { Box, Text } from '@mantine/core'
import { meshColorCss, meshTextColor } from '../../lib/bed-mesh/colors'
import { formatMeshValue } from '../../lib/bed-mesh/stats'
import { formatNumber } from '../../lib/format'
import { useLocale } from '../../i18n'

interface Props {
  matrix: number[][]
  min: [number, number]
  max: [number, number]
  colorRange: [number, number]
  testId?: string
}

/** The mesh as a grid of coloured cells with each height written in; the front of the bed is at the bottom. */
export function MeshHeatmap({ matrix, min, max, colorRange, testId = 'mesh-heatmap' }: Props) {
  const locale = useLocale()
  const rows = matrix.length
  const cols = matrix[0]?.length ?? 0
  // Dense interpolated meshes have too many cells for three-digit labels to fit.
  const small = cols > 9
  const at = (i: number, n: number, lo: number, hi: number) => (n > 1 ? lo + ((hi - lo) * i) / (n - 1) : lo)
  return (
    <Box style={{ overflowX: 'auto' }} data-testid={testId}>
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${cols}, minmax(${small ? 34 : 48}px, 1fr))`, gap: 2, direction: 'ltr' }}>
        {[...matrix].reverse().map((row, r) =>
          row.map((v, i) => {
            const j = rows - 1 - r
            return (
              <div
                key={`${j}-${i}`}
                data-testid="mesh-cell"
                title={`X ${formatNumber(at(i, cols, min[0], max[0]), 1, locale)} · Y ${formatNumber(at(j, rows, min[1], max[1]), 1, locale)} · Z ${formatMeshValue(v, locale)}`}
                style={{
                  background: meshColorCss(v, colorRange[0], colorRange[1]),
                  color: meshTextColor(v, colorRange[0], colorRange[1]),
                  borderRadius: 3,
                  padding: small ? '6px 1px' : '10px 2px',
                  textAlign: 'center',
                }}
              >
                <Text component="span" fz={small ? 9 : 11} ff="monospace" inherit>
                  {formatNumber(v, small ? 2 : 3, locale)}
                </Text>
              </div>
            )
          }),
        )}
      </div>
    </Box>
  )
}
