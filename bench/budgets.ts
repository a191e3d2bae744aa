import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Budget, CheckedFigure, Figure, Verdict } from './results'

export const DEFAULT_BUDGETS_FILE = path.join(import.meta.dirname, 'budgets.json')

/** Reads bench/budgets.json: `{ "budgets": [{ scenario, metric, cpu?, max? | below?, unit? }] }`. */
export function loadBudgets(file: string = DEFAULT_BUDGETS_FILE): Budget[] {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { budgets?: unknown }
  if (!Array.isArray(parsed.budgets)) throw new Error('budgets.json: expected { "budgets": [...] }')
  return parsed.budgets.map((b, i) => validateBudget(b, i))
}

function validateBudget(raw: unknown, index: number): Budget {
  const b = raw as Partial<Budget>
  const where = `budgets.json entry ${index}`
  if (typeof b.scenario !== 'string' || typeof b.metric !== 'string') throw new Error(`${where}: scenario and metric are required`)
  const limits = [b.max, b.below].filter((v) => v !== undefined)
  if (limits.length !== 1 || typeof limits[0] !== 'number') throw new Error(`${where}: give exactly one numeric limit, "max" or "below"`)
  if (b.cpu !== undefined && (typeof b.cpu !== 'number' || b.cpu < 1)) throw new Error(`${where}: cpu must be a number ≥ 1`)
  return b as Budget
}

export function findBudget(budgets: Budget[], figure: Figure): Budget | null {
  return budgets.find((b) => b.scenario === figure.scenario && b.metric === figure.metric && (b.cpu ?? 1) === figure.cpu) ?? null
}

export function verdictOf(value: number | null, budget: Budget | null): Verdict {
  if (!budget) return 'none'
  // A figure the scenario could not observe cannot be shown to be within budget.
  if (value === null || !Number.isFinite(value)) return 'fail'
  if (budget.max !== undefined) return value <= budget.max ? 'pass' : 'fail'
  if (budget.below !== undefined) return value < budget.below ? 'pass' : 'fail'
  return 'none'
}

export function checkFigures(figures: Figure[], budgets: Budget[]): CheckedFigure[] {
  return figures.map((f) => {
    const budget = findBudget(budgets, f)
    return { ...f, budget, verdict: verdictOf(f.exact ?? f.value, budget) }
  })
}

/** '≤ 170 KB', '< 30 %', or '' when there is no budget. */
export function describeBudget(budget: Budget | null, unit: string): string {
  if (!budget) return ''
  const u = budget.unit ?? unit
  const suffix = u === 'count' ? '' : u === '%' ? ' %' : ` ${u}`
  if (budget.max !== undefined) return `≤ ${budget.max}${suffix}`
  if (budget.below !== undefined) return `< ${budget.below}${suffix}`
  return ''
}
