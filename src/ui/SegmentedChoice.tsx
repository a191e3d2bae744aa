import { useId, type CSSProperties } from 'react'
import classes from './SegmentedChoice.module.css'

export interface SegmentedOption {
  value: string
  label: string
}

/**
 * A row of exclusive choices (jog distances, Z steps): native radios drawn as a segmented control by
 * CSS alone. The UI library's segmented control measures the page to slide its indicator, which forces
 * a layout each time a card around it changes size, as every card does while the dashboard builds.
 */
export function SegmentedChoice({ value, onChange, data, label, style }: { value: string; onChange: (value: string) => void; data: SegmentedOption[]; label: string; style?: CSSProperties }) {
  const name = useId()
  return (
    <div role="radiogroup" aria-label={label} className={classes.root} style={style}>
      {data.map((d) => (
        <label key={d.value} className={classes.item} data-active={d.value === value || undefined}>
          <input type="radio" className={classes.input} name={name} value={d.value} checked={d.value === value} onChange={() => onChange(d.value)} />
          {d.label}
        </label>
      ))}
    </div>
  )
}
