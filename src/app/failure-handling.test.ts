import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useNotificationStore } from '../state/notifications'
import { failureHandling } from '../ui/FailureBoundary'
import { ChunkError } from '../ui/lazy'
import { wireFailureHandling } from './failure-handling'

const checkDeployment = vi.hoisted(() => vi.fn())
vi.mock('./update/deployment', () => ({ checkDeployment }))

beforeEach(() => {
  useNotificationStore.setState({ notifications: [] })
  checkDeployment.mockClear()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  wireFailureHandling()
})
afterEach(() => vi.restoreAllMocks())

describe('wireFailureHandling', () => {
  it('puts a failed piece in the console and in the notifications list, once per piece', () => {
    const error = new TypeError('homed.includes is not a function')
    failureHandling.report(error, 'Toolhead')
    failureHandling.report(error, 'Toolhead')
    expect(console.error).toHaveBeenCalledWith(error)
    expect(useNotificationStore.getState().notifications).toMatchObject([{ type: 'error', title: 'Toolhead', description: 'homed.includes is not a function' }])
    expect(checkDeployment).not.toHaveBeenCalled()
  })

  it('lists a piece without a name of its own (a button of the app bar) under the app’s', () => {
    failureHandling.report(new TypeError('Failed to fetch dynamically imported module: /assets/UserMenu-1.js'))
    expect(useNotificationStore.getState().notifications).toMatchObject([{ type: 'error', title: 'Stratum', description: expect.stringContaining('UserMenu') }])
  })

  it('looks for a newer deployment when code could not be fetched', async () => {
    failureHandling.report(new ChunkError('Failed to fetch dynamically imported module: /assets/HistoryPage-1.js'), 'History')
    await vi.waitFor(() => expect(checkDeployment).toHaveBeenCalledTimes(1))
  })
})
