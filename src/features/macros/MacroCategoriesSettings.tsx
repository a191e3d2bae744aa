import { ActionIcon, Badge, Button, Group, Stack, Table, Text } from '@mantine/core'
import { IconChevronRight, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { UNCATEGORIZED_ID, categorySummaries, type CategorySummary, type MacroCategory } from '../../lib/macros'
import { addMacroCategory, removeMacroCategory, renameMacroCategory, useMacroCategories, useMacros } from '../../state/macros'
import { Card } from '../../ui/Card'
import { NameDialog } from '../../ui/NameDialog'
import { checkName } from '../../lib/input-rules'

type Editing = { kind: 'add' } | { kind: 'rename'; category: MacroCategory }

/** Settings → Macros: the categories with their counts; a row opens the category's macros. */
export default function MacroCategoriesSettings() {
  const { t } = useTranslation('macros')
  const navigate = useNavigate()
  const macros = useMacros()
  const categories = useMacroCategories()
  const [editing, setEditing] = useState<Editing | null>(null)

  const rows: CategorySummary[] = useMemo(() => {
    const uncategorized = macros.filter((m) => m.categoryId === UNCATEGORIZED_ID)
    return [
      ...categorySummaries(macros, categories),
      { id: UNCATEGORIZED_ID, name: t('uncategorized'), count: uncategorized.length, visible: uncategorized.filter((m) => m.visible).length },
    ]
  }, [macros, categories, t])

  return (
    <Card title={t('settingsTitle')} testId="macro-categories-settings">
      <Stack>
        <Group justify="space-between">
          <Text fw={600}>{t('categories')}</Text>
          <Button size="xs" variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing({ kind: 'add' })}>
            {t('addCategory')}
          </Button>
        </Group>
        {categories.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('noCategories')}
          </Text>
        )}
        <Table highlightOnHover verticalSpacing="xs">
          <Table.Tbody>
            {rows.map((row) => {
              const own = row.id !== UNCATEGORIZED_ID
              return (
                <Table.Tr
                  key={row.id}
                  onClick={() => navigate(`/settings/macros/${encodeURIComponent(row.id)}`)}
                  style={{ cursor: 'pointer' }}
                  data-testid="macro-category-row"
                  data-category={row.name}
                >
                  <Table.Td>
                    <Text size="sm" fw={500} fs={own ? undefined : 'italic'}>
                      {row.name}
                    </Text>
                  </Table.Td>
                  <Table.Td w={1}>
                    <Badge variant="light" color="gray" tt="none" style={{ whiteSpace: 'nowrap' }}>
                      {t('visibleCount', { visible: row.visible, count: row.count })}
                    </Badge>
                  </Table.Td>
                  <Table.Td w={1} onClick={(e) => e.stopPropagation()}>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      {own && (
                        <>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            onClick={() => setEditing({ kind: 'rename', category: { id: row.id, name: row.name } })}
                            aria-label={`${t('editCategory')}: ${row.name}`}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                          <ActionIcon variant="subtle" color="red" onClick={() => void removeMacroCategory(row.id)} aria-label={`${t('removeCategory')}: ${row.name}`}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        </>
                      )}
                      <IconChevronRight size={16} style={{ opacity: 0.6 }} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Stack>
      {editing && (
        <NameDialog
          title={editing.kind === 'add' ? t('addCategory') : t('editCategory')}
          label={t('categoryName')}
          initial={editing.kind === 'rename' ? editing.category.name : ''}
          check={(value) => checkName(value, categories.filter((c) => editing.kind === 'add' || c.id !== editing.category.id).map((c) => c.name))}
          onClose={() => setEditing(null)}
          onSubmit={(name) => {
            if (editing.kind === 'add') void addMacroCategory(name)
            else void renameMacroCategory(editing.category.id, name)
            setEditing(null)
          }}
        />
      )}
    </Card>
  )
}
