import { memo } from 'react'
import { BreakableName } from '../../ui/BreakableName'
import classes from './StatusItem.module.css'

/**
 * One 'label: value' line of the status tab. Values are plain text (file names are untrusted); a file
 * name wraps after '_' and '.' rather than mid-token; `text` (a message) wraps; figures never do.
 */
export const StatusItem = memo(function StatusItem({ label, value, testId, fileName, text }: { label: string; value: string; testId?: string; fileName?: boolean; text?: boolean }) {
  const className = fileName ? `${classes.value} ${classes.fileName}` : text ? `${classes.value} ${classes.text}` : classes.value
  return (
    <div className={classes.item}>
      <span className={classes.label}>{label}</span>
      <span className={className} data-testid={testId}>
        {fileName ? <BreakableName name={value} /> : value}
      </span>
    </div>
  )
})
