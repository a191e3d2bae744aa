/**
 * The floating parts of the UI library (menus, tooltips and the positioning code behind them), fetched
 * on the first sign that the user reaches for one (ui/menu.tsx, ui/tooltip.tsx), not with the screen.
 * Imported, then exported: the build adds a component's stylesheet where it is imported.
 */
import { Menu, Tooltip } from '@mantine/core'

export { Menu, Tooltip }
