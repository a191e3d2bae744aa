/** What a card's title bar shows only in layout mode, fetched with layout mode (ui/Card.tsx). */
import { Checkbox } from '@mantine/core'

export { Checkbox }
