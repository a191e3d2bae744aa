import { Accordion, Group, Text } from '@mantine/core'
import { IconCode } from '@tabler/icons-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { UNCATEGORIZED_ID, groupVisibleMacros, type Macro } from '../../lib/macros'
import { saveExpandedCategories, useExpandedCategories, useMacroCategories, useMacros } from '../../state/macros'
import { useKlippyReady, usePrintInProgress } from '../../state/printer-selectors'
import { Card } from '../../ui/Card'
import { MacroButton } from './MacroButton'

function MacroButtons({ macros, printing, ready }: { macros: Macro[]; printing: boolean; ready: boolean }) {
  return (
    <Group gap="xs">
      {macros.map((macro) => (
        <MacroButton key={macro.name} macro={macro} disabled={!ready || (printing && macro.disabledWhilePrinting)} />
      ))}
    </Group>
  )
}

/** Dashboard card: visible macros, grouped by category in panels whose open state is saved. */
export default function MacrosCard() {
  const { t } = useTranslation('macros')
  const macros = useMacros()
  const categories = useMacroCategories()
  const expanded = useExpandedCategories()
  const printing = usePrintInProgress()
  const ready = useKlippyReady()
  const groups = useMemo(() => groupVisibleMacros(macros, categories), [macros, categories])

  let body
  if (groups.length === 0) {
    body = (
      <Text c="dimmed" size="sm">
        {t('noMacros')}
      </Text>
    )
  } else if (groups.length === 1 && groups[0].id === UNCATEGORIZED_ID) {
    // Without categories the panel header would only add a click.
    body = <MacroButtons macros={groups[0].macros} printing={printing} ready={ready} />
  } else {
    body = (
      <Accordion multiple value={expanded} onChange={saveExpandedCategories} variant="contained" chevronPosition="right">
        {groups.map((group) => (
          <Accordion.Item key={group.id} value={group.id} data-testid="macro-category-panel">
            <Accordion.Control>
              <Text size="sm" fw={500}>
                {group.name ?? t('uncategorized')}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <MacroButtons macros={group.macros} printing={printing} ready={ready} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    )
  }

  return (
    <Card title={t('title')} icon={<IconCode size={20} />} testId="macros-card">
      {body}
    </Card>
  )
}
