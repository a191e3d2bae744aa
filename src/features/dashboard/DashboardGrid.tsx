import { Grid } from '@mantine/core'
import type { ReactNode } from 'react'
import type { ContainerId } from '../../lib/dashboard-layout'

/** The columns of the dashboard, each `span` of 12 grid columns wide. */
export function DashboardGrid({ containers, span, renderColumn, sortable }: { containers: ContainerId[]; span: number | Record<string, number>; renderColumn(id: ContainerId): ReactNode; sortable?: boolean }) {
  return (
    <div data-testid="dashboard" data-columns={containers.length} data-sortable={sortable || undefined}>
      <Grid gap="md">
        {containers.map((container) => (
          <Grid.Col key={container} span={span}>
            {renderColumn(container)}
          </Grid.Col>
        ))}
      </Grid>
    </div>
  )
}
