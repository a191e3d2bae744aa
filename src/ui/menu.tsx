import type { MenuDividerProps, MenuDropdownProps, MenuItemProps, MenuLabelProps, MenuProps, MenuTargetProps } from '@mantine/core'
import { cloneElement, createContext, useContext, useMemo, useState, type ComponentPropsWithoutRef, type MouseEvent, type ReactElement } from 'react'
import { chain, preloadOverlays, useOverlays } from './overlays'

type LoadedMenu = typeof import('./overlays-loaded')['Menu']

interface MenuState {
  /** The UI library's menu once its code is here and the menu has been opened once; null until then. */
  Real: LoadedMenu | null
  open(): void
}

const MenuContext = createContext<MenuState | null>(null)

function useMenuState(): MenuState {
  const state = useContext(MenuContext)
  if (!state) throw new Error('Menu parts must be inside a Menu')
  return state
}

/**
 * The UI library's Menu, with the same parts and props, whose code (the menu, the popover and the
 * positioning behind them) is fetched when the pointer comes over its button or the button takes
 * focus, not with the screen. Until the first click only the button is on the page; the first click
 * opens the menu as soon as its code is here.
 */
function MenuRoot({ children, ...props }: MenuProps) {
  const [wanted, setWanted] = useState(props.opened === true || props.defaultOpened === true)
  const overlays = useOverlays(wanted || props.opened === true)
  const Real = overlays ? overlays.Menu : null
  const state = useMemo<MenuState>(() => ({ Real, open: () => setWanted(true) }), [Real])
  return (
    <MenuContext.Provider value={state}>
      {Real ? (
        <Real {...props} defaultOpened={props.defaultOpened ?? wanted}>
          {children}
        </Real>
      ) : (
        children
      )}
    </MenuContext.Provider>
  )
}

type TargetChild = ReactElement<{ onClick?: (e: MouseEvent) => void; onPointerEnter?: (e: unknown) => void; onFocus?: (e: unknown) => void }>

function MenuTarget({ children, ...props }: MenuTargetProps & { children: TargetChild }) {
  const { Real, open } = useMenuState()
  if (Real) return <Real.Target {...props}>{children}</Real.Target>
  return cloneElement(children, {
    onClick: chain(children.props.onClick, open),
    onPointerEnter: chain(children.props.onPointerEnter, preloadOverlays),
    onFocus: chain(children.props.onFocus, preloadOverlays),
  })
}

function MenuDropdown(props: MenuDropdownProps) {
  const { Real } = useMenuState()
  return Real ? <Real.Dropdown {...props} /> : null
}

function MenuItem(props: MenuItemProps & ComponentPropsWithoutRef<'button'>) {
  const { Real } = useMenuState()
  return Real ? <Real.Item {...props} /> : null
}

function MenuDivider(props: MenuDividerProps) {
  const { Real } = useMenuState()
  return Real ? <Real.Divider {...props} /> : null
}

function MenuLabel(props: MenuLabelProps & ComponentPropsWithoutRef<'div'>) {
  const { Real } = useMenuState()
  return Real ? <Real.Label {...props} /> : null
}

// Items keep the library's typing: polymorphic (`component={Link}`), as the library's own are.
export const Menu = Object.assign(MenuRoot, {
  Target: MenuTarget,
  Dropdown: MenuDropdown,
  Item: MenuItem as unknown as LoadedMenu['Item'],
  Divider: MenuDivider,
  Label: MenuLabel as unknown as LoadedMenu['Label'],
})
