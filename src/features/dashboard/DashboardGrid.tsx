import { Grid } from '@mantine/core'
import type { ReactNode } from 'react'
import type { ContainerId } from '../../lib/dashboard-layout'

/** The columns of the dashboard, each `span` of 12 grid columns wide. */
export function DashboardGrid({ containers, span, renderColumn }: { containers: ContainerId[]; span: number | Record<string, number>; renderColumn(id: ContainerId): ReactNode }) {
  return (
    <div data-testid="dashboard" data-columns={containers.length}>
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
