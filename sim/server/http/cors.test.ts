import { describe, expect, it } from 'vitest'
import { CorsPolicy } from './cors'

const DOMAINS = ['*.local', '*.lan', '*://localhost', '*://localhost:*', '*://app.fluidd.xyz']
const TRUSTED = ['127.0.0.0/8', '192.168.0.0/16', '::1/128']

describe('CorsPolicy', () => {
  const policy = new CorsPolicy(DOMAINS, TRUSTED, ['http://printer.example:8080'])

  it('lets the patterns of cors_domains through, matched in full', () => {
    expect(policy.allows('http://voron.local')).toBe(true)
    expect(policy.allows('http://localhost:5173')).toBe(true)
    expect(policy.allows('https://app.fluidd.xyz')).toBe(true)
    // A pattern matching only a part of the origin does not count.
    expect(policy.allows('https://app.fluidd.xyz.evil.example')).toBe(false)
    expect(policy.allows('http://localhost.evil.example')).toBe(false)
  })

  it('lets a dashboard opened by a trusted address through, and no other site', () => {
    expect(policy.allows('http://127.0.0.1:8631')).toBe(true)
    expect(policy.allows('http://192.168.1.20')).toBe(true)
    expect(policy.allows('http://[::1]:8080')).toBe(true)
    expect(policy.allows('http://10.1.2.3')).toBe(false)
    expect(policy.allows('https://evil.example')).toBe(false)
    expect(policy.allows('null')).toBe(false)
  })

  it('always lets the dashboard it was started with, and a page of its own host, through', () => {
    expect(policy.allows('http://printer.example:8080')).toBe(true)
    expect(policy.allows('http://printer.example:9999')).toBe(false)
    expect(policy.allows('http://printer.example:7125', 'printer.example:7125')).toBe(true)
  })

  it('a dot in a pattern is a dot, not any character', () => {
    expect(new CorsPolicy(['*://my.printer'], []).allows('http://myXprinter')).toBe(false)
  })
})
