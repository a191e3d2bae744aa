import { Fragment } from 'react'
import { nameBreakPieces } from '../lib/files/wrap-name'

/** A file name as plain text that may wrap after '_' and '.' (never markup: <wbr> between text pieces). */
export function BreakableName({ name }: { name: string }) {
  const pieces = nameBreakPieces(name)
  return (
    <>
      {pieces.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {p}
        </Fragment>
      ))}
    </>
  )
}
