import { ActionIcon, Group, Pagination, Table, Text } from '@mantine/core'
import { formatDuration } from '../../lib/format'
import { IconPrinter } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { startCheckedPrint } from '../../state/actions/print'
import { loadRecentJobs, useRecentJobsStore } from '../../state/history'
import { usePrinterBusy } from '../../state/printer-selectors'
import { Tooltip } from '../../ui/tooltip'

/** Rows per page of the reprint table (SPEC §9). */
const PAGE_SIZE = 5

/** The latest distinct jobs, each with a print button. */
export function ReprintTab() {
  const { t } = useTranslation('dashboard')
  const jobs = useRecentJobsStore((s) => s.jobs)
  const loaded = useRecentJobsStore((s) => s.loaded)
  const busy = usePrinterBusy()
  const [page, setPage] = useState(1)

  useEffect(() => {
    void loadRecentJobs()
  }, [])

  if (loaded && jobs.length === 0) {
    return (
      <Text c="dimmed" size="sm" p="md">
        {t('status.noRecentJobs')}
      </Text>
    )
  }
  const pages = Math.max(1, Math.ceil(jobs.length / PAGE_SIZE))
  const shown = jobs.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)

  return (
    <>
      <Table striped highlightOnHover verticalSpacing={6} data-testid="reprint-table">
        <Table.Tbody>
          {shown.map((job) => (
            <Table.Tr key={job.job_id}>
              <Table.Td style={{ wordBreak: 'break-all' }}>{job.filename}</Table.Td>
              <Table.Td c="dimmed" w={96}>
                {job.print_duration > 0 ? formatDuration(job.print_duration) : ''}
              </Table.Td>
              <Table.Td w={48}>
                <Tooltip label={t('status.reprintFile', { name: job.filename })}>
                  <ActionIcon variant="subtle" disabled={busy} onClick={() => void startCheckedPrint(job.filename)} aria-label={t('status.reprintFile', { name: job.filename })}>
                    <IconPrinter size={18} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pages > 1 && (
        <Group justify="center" p="xs">
          <Pagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
    </>
  )
}
