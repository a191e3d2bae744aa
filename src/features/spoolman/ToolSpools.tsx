import { Badge, Button, Group, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { spoolName } from '../../lib/spoolman/spools'
import { setToolSpool } from '../../state/actions/spoolman'
import { loadSpools, useSpoolmanStore } from '../../state/spoolman/spoolman'
import type { ToolSpool } from '../../state/spoolman/tools'
import { ChangeSpoolDialog } from './ChangeSpoolDialog'
import { SpoolSwatch } from './SpoolSwatch'

function ToolRow({ tool, onChange }: { tool: ToolSpool; onChange: () => void }) {
  const { t } = useTranslation('spoolman')
  const spool = useSpoolmanStore((s) => s.spools?.find((x) => x.id === tool.spoolId) ?? null)
  return (
    <Group gap="sm" wrap="nowrap" data-testid="tool-spool" data-tool={tool.macro} data-spool-id={tool.spoolId ?? ''}>
      <Badge variant={tool.active ? 'filled' : 'light'} w={44} style={{ flexShrink: 0 }}>
        {tool.macro}
      </Badge>
      {spool && <SpoolSwatch spool={spool} />}
      <Text size="sm" truncate style={{ flex: 1 }}>
        {spool ? `${spoolName(spool)} · #${spool.id}` : tool.spoolId !== null ? t('spoolNumber', { id: tool.spoolId }) : t('noToolSpool')}
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={onChange} aria-label={t('toolChange', { tool: tool.macro })}>
        {t('change')}
      </Button>
    </Group>
  )
}

/** Per-tool spools of a multi-tool printer: each tool macro's spool, and the way to change it. */
export function ToolSpools({ tools }: { tools: ToolSpool[] }) {
  const { t } = useTranslation('spoolman')
  const [editing, setEditing] = useState<ToolSpool | null>(null)
  const listed = useSpoolmanStore((s) => s.spools !== null)
  useEffect(() => {
    if (!listed) void loadSpools()
  }, [listed])
  return (
    <Stack gap={6} data-testid="tool-spools">
      <Text size="sm" fw={600}>
        {t('tools')}
      </Text>
      {tools.map((tool) => (
        <ToolRow key={tool.macro} tool={tool} onChange={() => setEditing(tool)} />
      ))}
      {editing && (
        <ChangeSpoolDialog
          title={t('toolChange', { tool: editing.macro })}
          current={editing.spoolId}
          onUse={async (id) => (await setToolSpool(editing, id)) !== undefined}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  )
}
