// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { installFakeMoonraker } from '../testing/fake-moonraker'
import { loadApiKey, renewApiKey } from './users'

describe('API key actions', () => {
  it('read the key with access.get_api_key and replace it with access.post_api_key', async () => {
    const fake = installFakeMoonraker({ 'access.get_api_key': 'old-key', 'access.post_api_key': 'new-key' })
    expect(await loadApiKey()).toBe('old-key')
    expect(await renewApiKey()).toBe('new-key')
    expect(fake.methods()).toEqual(['access.get_api_key', 'access.post_api_key'])
  })
})
