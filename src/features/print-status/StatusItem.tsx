import { memo } from 'react'
import { BreakableName } from '../../ui/BreakableName'
import classes from './StatusItem.module.css'

/**
 * One 'label: value' line of the status tab. Values are plain text (file names are untrusted); a file
 * name wraps after '_' and '.' rather than mid-token.
 */
export const StatusItem = memo(function StatusItem({ label, value, testId, fileName }: { label: string; value: string; testId?: string; fileName?: boolean }) {
  return (
    <div className={classes.item}>
      <span className={classes.label}>{label}</span>
      <span className={fileName ? `${classes.value} ${classes.fileName}` : classes.value} data-testid={testId}>
        {fileName ? <BreakableName name={value} /> : value}
      </span>
    </div>
  )
})
