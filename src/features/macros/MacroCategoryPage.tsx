import { ActionIcon, Button, ColorSwatch, Group, Stack, Switch, Text, TextInput, UnstyledButton } from '@mantine/core'
import { IconArrowLeft, IconEye, IconEyeOff, IconSearch } from '@tabler/icons-react'
import { startTransition, useMemo, useOptimistic, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useNavigate, useParams } from 'react-router'
import { DEFAULT_MACRO_DESCRIPTION, UNCATEGORIZED_ID, type Macro } from '../../lib/macros'
import { saveMacro, setMacrosVisible, useMacroCategories, useMacros } from '../../state/macros'
import { Card } from '../../ui/Card'
import { MacroSettingsDialog } from './MacroSettingsDialog'
import classes from './Macros.module.css'

const BACK = '/settings#macros'

/** /settings/macros/{categoryId}: the macros of one category (or Uncategorized, id '0'). */
export default function MacroCategoryPage() {
  const { t } = useTranslation('macros')
  const navigate = useNavigate()
  const categoryId = useParams().categoryId ?? ''
  const categories = useMacroCategories()
  const macros = useMacros()
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState<Macro | null>(null)

  const category = categories.find((c) => c.id === categoryId)
  const inCategory = useMemo(() => macros.filter((m) => m.categoryId === categoryId), [macros, categoryId])
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase()
    if (!q) return inCategory
    return inCategory.filter((m) => m.name.includes(q) || m.alias.toLowerCase().includes(q) || m.description.toLowerCase().includes(q))
  }, [inCategory, search])

  if (categoryId !== UNCATEGORIZED_ID && !category) return <Navigate to={BACK} replace />
  const title = category ? category.name : t('uncategorized')

  return (
    <Card
      title={title}
      icon={
        <ActionIcon variant="subtle" color="gray" onClick={() => navigate(BACK)} aria-label={t('back')}>
          <IconArrowLeft size={18} />
        </ActionIcon>
      }
      testId="macro-category-page"
    >
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <TextInput
            placeholder={t('search')}
            aria-label={t('search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Group gap="xs">
            <Button size="xs" variant="light" leftSection={<IconEye size={16} />} onClick={() => void setMacrosVisible(inCategory, true)}>
              {t('allOn')}
            </Button>
            <Button size="xs" variant="light" color="gray" leftSection={<IconEyeOff size={16} />} onClick={() => void setMacrosVisible(inCategory, false)}>
              {t('allOff')}
            </Button>
          </Group>
        </Group>
        {shown.length === 0 && (
          <Text c="dimmed" size="sm">
            {inCategory.length === 0 ? t('noMacros') : t('noMatches')}
          </Text>
        )}
        <Stack gap={0}>
          {shown.map((macro) => (
            <Group key={macro.name} className={classes.row} wrap="nowrap" data-testid="macro-row" data-macro={macro.name}>
              <UnstyledButton className={classes.rowMain} onClick={() => setEditing(macro)} aria-label={`${t('editMacro')}: ${macro.name.toUpperCase()}`}>
                <Group gap="sm" wrap="nowrap">
                  <ColorSwatch color={macro.color || 'transparent'} size={14} withShadow={!!macro.color} className={macro.color ? undefined : classes.noColor} />
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {macro.name.toUpperCase()}
                      {macro.alias && (
                        <Text span size="xs" c="dimmed" ml={6}>
                          ({macro.alias})
                        </Text>
                      )}
                    </Text>
                    {macro.description !== DEFAULT_MACRO_DESCRIPTION && (
                      <Text size="xs" c="dimmed" truncate>
                        {macro.description}
                      </Text>
                    )}
                  </div>
                </Group>
              </UnstyledButton>
              <VisibleSwitch macro={macro} label={`${t('visible')}: ${macro.name.toUpperCase()}`} />
            </Group>
          ))}
        </Stack>
      </Stack>
      {editing && (
        <MacroSettingsDialog
          macro={editing}
          categories={categories}
          onClose={() => setEditing(null)}
          onSave={(macro) => {
            setEditing(null)
            void saveMacro(macro)
          }}
        />
      )}
    </Card>
  )
}

/** Shows the user's choice at once; the stored list is read and written behind it (two round trips). */
function VisibleSwitch({ macro, label }: { macro: Macro; label: string }) {
  const [visible, setVisible] = useOptimistic(macro.visible)
  const change = (next: boolean) =>
    startTransition(async () => {
      setVisible(next)
      await saveMacro({ ...macro, visible: next })
    })
  return <Switch checked={visible} onChange={(e) => change(e.currentTarget.checked)} aria-label={label} />
}
