import { describe, expect, it, vi } from 'vitest'

const fetched = vi.hoisted(() => ({ history: 0, fileJobs: 0, resets: 0 }))
vi.mock('./history', () => {
  fetched.history += 1
  return { resetRecentJobs: () => fetched.resets++, resetHistory: () => fetched.resets++ }
})
vi.mock('./file-jobs', () => {
  fetched.fileJobs += 1
  return { resetFileJobs: () => fetched.resets++ }
})

const { lifecycleHandlers } = await import('./sync')
const reset = () => lifecycleHandlers.reset.forEach((handler) => handler('drop'))

describe('the reset of a printer connection', () => {
  it('fetches no store just to reset it the first time, and resets them every later time', async () => {
    reset()
    await new Promise((r) => setTimeout(r, 20))
    expect(fetched).toEqual({ history: 0, fileJobs: 0, resets: 0 })
    reset()
    await vi.waitFor(() => expect(fetched.resets).toBe(3))
    expect(fetched.history).toBe(1)
    expect(fetched.fileJobs).toBe(1)
  })
})
