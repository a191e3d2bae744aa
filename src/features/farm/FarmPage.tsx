import { Text } from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { FarmState } from '../../state/fleet/farm-printer'
import { makeActive, startFleet, useFleetStore, type FleetPrinter } from '../../state/fleet/fleet'
import { FarmCard } from './FarmCard'
import { FarmToolbar } from './FarmToolbar'
import { SendFileDialog } from './SendFileDialog'
import { useFleetOrder, type FarmSort } from './use-fleet-order'
import classes from './Farm.module.css'

/** /farm: every configured printer as a card, sorted and filtered, with actions on the selected ones. */
export default function FarmPage() {
  const { t } = useTranslation('farm')
  const navigate = useNavigate()
  useEffect(() => startFleet(), [])
  const printers = useFleetStore((s) => s.printers)
  const [sort, setSort] = useState<FarmSort>('name')
  const [filter, setFilter] = useState<FarmState | 'all'>('all')
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set())
  const [sending, setSending] = useState(false)
  const { shown, states } = useFleetOrder(printers, sort, filter)
  const selected = useMemo(() => shown.filter((p) => picked.has(p.apiUrl)), [shown, picked])

  const pick = (p: FleetPrinter, on: boolean) =>
    setPicked((all) => {
      const next = new Set(all)
      if (on) next.add(p.apiUrl)
      else next.delete(p.apiUrl)
      return next
    })
  const open = async (p: FleetPrinter) => {
    // The printer's light session hands its open connection to the full session: no reconnect.
    await makeActive(p.apiUrl)
    navigate('/')
  }

  return (
    <div data-testid="farm-page">
      <FarmToolbar
        sort={sort}
        onSort={setSort}
        filter={filter}
        onFilter={setFilter}
        states={states}
        shown={shown.length}
        selected={selected}
        onSelectAll={(all) => setPicked(all ? new Set(shown.map((p) => p.apiUrl)) : new Set())}
        onSend={() => setSending(true)}
      />
      {printers.length < 2 && <Text c="dimmed" fz="sm" my="md">{t('onePrinter')}</Text>}
      {printers.length > 0 && shown.length === 0 && <Text c="dimmed" fz="sm" my="md">{t('empty')}</Text>}
      <div className={classes.grid}>
        {shown.map((p) => (
          <FarmCard key={p.apiUrl} printer={p} selected={picked.has(p.apiUrl)} onSelect={(on) => pick(p, on)} onOpen={() => void open(p)} />
        ))}
      </div>
      <SendFileDialog printers={selected} opened={sending} onClose={() => setSending(false)} />
    </div>
  )
}
