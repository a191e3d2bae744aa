import type { Locator, Page } from 'playwright-core'

/**
 * Both anchors are Vuetify 2 apps: their settings are switches, selects, comboboxes and text fields
 * of the same few shapes. These helpers move each kind away from what it shows, so a settings screen
 * can be changed field by field without naming every field.
 */

const settle = (page: Page, ms = 250) => page.waitForTimeout(ms)

/** The label of the row a control sits in (its text outside the control), for skip lists and the log. */
async function rowLabel(control: Locator): Promise<string> {
  return control.evaluate((el) => {
    const input = el.closest('.v-input') ?? el
    let row: Element | null = input
    for (let i = 0; i < 5 && row?.parentElement; i++) {
      row = row.parentElement
      const copy = row.cloneNode(true) as HTMLElement
      copy.querySelectorAll('.v-input').forEach((c) => c.remove())
      const text = (copy.textContent ?? '').trim()
      if (text) return text.split('\n')[0].trim().slice(0, 80)
    }
    return ''
  })
}

/** The open menu (of a select or a button; Vuetify moves it to the end of the document, tooltips aside). */
export const openMenu = (page: Page) => page.locator('.v-menu__content.menuable__content__active').last()

/** Closes an open menu: Escape, or for a menu that stays open on it (column choices), a click beside it. */
export async function closeMenus(page: Page): Promise<void> {
  const open = page.locator('.v-menu__content.menuable__content__active')
  if (await open.count()) await page.keyboard.press('Escape')
  await settle(page, 150)
  // The middle of the app bar, empty in both anchors.
  if (await open.count()) await page.mouse.click(480, 24)
  await settle(page, 150)
}

/** An icon button told apart only by its tooltip: each button in `scope` is hovered until one shows `tooltip`. */
export async function buttonByTooltip(page: Page, scope: Locator, tooltip: RegExp): Promise<Locator> {
  const buttons = scope.locator('button:visible')
  for (let i = 0; i < (await buttons.count()); i++) {
    const button = buttons.nth(i)
    const named = [await button.getAttribute('aria-label'), await button.innerText()].some((t) => t && tooltip.test(t))
    if (named) return button
    if (!(await button.hover({ timeout: 1500 }).then(() => true, () => false))) continue
    const tip = page.locator('.v-tooltip__content.menuable__content__active')
    await tip.first().waitFor({ state: 'visible', timeout: 700 }).catch(() => undefined)
    const texts = await tip.allInnerTexts()
    await page.mouse.move(0, 0)
    if (texts.some((t) => tooltip.test(t))) return button
  }
  throw new Error(`no button with the tooltip ${tooltip}`)
}

/** Flips a switch or checkbox. */
export async function flipSwitch(control: Locator): Promise<void> {
  await control.click({ force: true })
}

/**
 * Opens a select and picks an option it does not show now (the one after the first selected, or the
 * second); a multiple select gets one more option ticked. `prefer` picks an option by its text.
 */
export async function pickOther(page: Page, select: Locator, prefer?: RegExp): Promise<string | null> {
  await select.locator('.v-input__slot').first().click()
  const menu = openMenu(page)
  await menu.waitFor({ state: 'visible', timeout: 3000 })
  const items = menu.locator('.v-list-item:not(.v-list-item--disabled)')
  const count = await items.count()
  if (count === 0) {
    await closeMenus(page)
    return null
  }
  let index = -1
  if (prefer) {
    const texts = await items.allInnerTexts()
    index = texts.findIndex((t) => prefer.test(t))
  }
  if (index < 0) {
    const selected = await items.evaluateAll((els) => els.map((e) => e.getAttribute('aria-selected') === 'true' || e.classList.contains('v-list-item--active')))
    const first = selected.indexOf(true)
    index = first < 0 ? Math.min(1, count - 1) : (first + 1) % count
    if (selected[index]) index = selected.findIndex((s) => !s)
    if (index < 0) index = 0
  }
  const text = (await items.nth(index).innerText()).trim()
  await items.nth(index).click()
  await settle(page)
  await closeMenus(page)
  return text
}

/** Adds a value to a combobox of chips (distances, extensions) and leaves it. */
export async function addChip(page: Page, combobox: Locator, value: string): Promise<void> {
  const input = combobox.locator('input:not([type=hidden])').first()
  await input.click()
  await input.fill(value)
  await input.press('Enter')
  await settle(page)
  await closeMenus(page)
}

/**
 * Replaces a text field's value and commits it by leaving the field (Vuetify's change event; Enter
 * would submit the dialog a field sits in before its other controls are changed).
 */
export async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await field.fill(value)
  await field.evaluate((el) => (el as HTMLElement).blur())
  await settle(page)
}

/** A value of the same kind as `current` but different: whole numbers double, fractions grow by half, text gets a suffix. */
export function otherValue(current: string): string {
  const n = Number(current)
  if (current.trim() === '' || !Number.isFinite(n)) return current ? `${current} 2` : 'Anchor'
  if (n === 0) return '1'
  return String(Number.isInteger(n) ? n * 2 : Math.round(n * 1.5 * 1000) / 1000)
}

export interface ChangeLog {
  changed: string[]
  failed: string[]
}

type Skip = (label: string) => boolean

const firstLine = (e: Error) => e.message.split('\n')[0]

async function changeFields(page: Page, scope: Locator, skipped: Skip, log: ChangeLog): Promise<void> {
  const fields = scope.locator(['text', 'number'].map((t) => `.v-text-field:not(.v-select) input[type=${t}]`).join(', '))
  for (let i = 0; i < (await fields.count()); i++) {
    const field = fields.nth(i)
    const label = await rowLabel(field)
    if (skipped(label) || !(await field.isEditable())) continue
    const value = otherValue(await field.inputValue())
    await typeInto(page, field, value).then(
      () => log.changed.push(`field: ${label} → ${value}`),
      (e: Error) => log.failed.push(`field: ${label}: ${firstLine(e)}`),
    )
  }
}

async function changeSwitches(page: Page, scope: Locator, skipped: Skip, log: ChangeLog): Promise<void> {
  const switches = scope.locator('input[role=switch], .v-input--checkbox input[type=checkbox]')
  for (let i = 0; i < (await switches.count()); i++) {
    const control = switches.nth(i)
    const label = await rowLabel(control)
    if (skipped(label) || !(await control.isEnabled())) continue
    await flipSwitch(control).then(
      () => log.changed.push(`switch: ${label}`),
      (e: Error) => log.failed.push(`switch: ${label}: ${firstLine(e)}`),
    )
    await settle(page)
  }
}

async function changeSelects(page: Page, scope: Locator, skipped: Skip, log: ChangeLog): Promise<void> {
  const selects = scope.locator('.v-select')
  for (let i = 0; i < (await selects.count()); i++) {
    const select = selects.nth(i)
    const label = await rowLabel(select)
    if (skipped(label) || (await select.evaluate((e) => e.classList.contains('v-input--is-disabled')))) continue
    const chips = await select.locator('.v-chip').allInnerTexts()
    // A list of values typed in as chips (distances, file extensions).
    const combobox = await select.evaluate((e) => e.classList.contains('v-combobox') || (e.classList.contains('v-autocomplete') && e.classList.contains('v-select--is-multi')))
    const chip = chips.some((c) => c.trim().startsWith('.')) ? '.toml' : '7'
    const done = combobox ? addChip(page, select, chip).then(() => chip) : pickOther(page, select)
    await done.then(
      (v) => log.changed.push(`${combobox ? 'combobox' : 'select'}: ${label} → ${v}`),
      async (e: Error) => {
        log.failed.push(`select: ${label}: ${firstLine(e)}`)
        await closeMenus(page)
      },
    )
  }
}

/**
 * Changes every text field, switch, select and combobox inside `scope` whose row label matches none
 * of `skip` (in that order: a select may close the dialog it sits in), and logs what it changed and
 * what it could not.
 */
export async function changeEverything(page: Page, scope: Locator, skip: RegExp[], log: ChangeLog): Promise<void> {
  const skipped: Skip = (label) => skip.some((s) => s.test(label))
  await changeFields(page, scope, skipped, log)
  await changeSwitches(page, scope, skipped, log)
  await changeSelects(page, scope, skipped, log)
}
