import type { TestCase } from 'vitest/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import FlakyReporter from './flaky-reporter.js'

const testCase = (name: string, diagnostic: { flaky: boolean; retryCount: number }) =>
  ({ project: { name: 'browser:console' }, module: { relativeModuleId: 'src/a.test.tsx' }, fullName: name, diagnostic: () => diagnostic }) as unknown as TestCase

describe('FlakyReporter', () => {
  const exitCode = process.exitCode
  afterEach(() => {
    process.exitCode = exitCode
    vi.restoreAllMocks()
  })

  it('fails the run and names the test that passed only on its retry', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const reporter = new FlakyReporter(true)
    reporter.onTestCaseResult(testCase('steady', { flaky: false, retryCount: 0 }))
    reporter.onTestCaseResult(testCase('races', { flaky: true, retryCount: 1 }))
    reporter.onTestRunEnd()
    expect(process.exitCode).toBe(1)
    expect(String(out.mock.calls[0]?.[0])).toContain('browser:console src/a.test.tsx > races (passed on retry 1)')
    expect(String(out.mock.calls[0]?.[0])).not.toContain('steady')
  })

  it('only names the flaky test when told not to fail the run (FLAKY_FAILS=false)', () => {
    process.exitCode = undefined
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const reporter = new FlakyReporter(false)
    reporter.onTestCaseResult(testCase('races', { flaky: true, retryCount: 1 }))
    reporter.onTestRunEnd()
    expect(process.exitCode).toBeUndefined()
    expect(String(out.mock.calls[0]?.[0])).toContain('races (passed on retry 1)')
  })

  it('follows FLAKY_FAILS when Vitest constructs it by its path, with an options object', () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const asVitestDoes = () => new (FlakyReporter as unknown as new (options: object) => FlakyReporter)({})
    vi.stubEnv('FLAKY_FAILS', 'false')
    process.exitCode = undefined
    const named = asVitestDoes()
    named.onTestCaseResult(testCase('races', { flaky: true, retryCount: 1 }))
    named.onTestRunEnd()
    expect(process.exitCode).toBeUndefined()
    vi.stubEnv('FLAKY_FAILS', '')
    const failing = asVitestDoes()
    failing.onTestCaseResult(testCase('races', { flaky: true, retryCount: 1 }))
    failing.onTestRunEnd()
    expect(process.exitCode).toBe(1)
    vi.unstubAllEnvs()
  })

  it('leaves a run without flaky tests alone', () => {
    process.exitCode = undefined
    const reporter = new FlakyReporter(true)
    reporter.onTestCaseResult(testCase('steady', { flaky: false, retryCount: 0 }))
    reporter.onTestRunEnd()
    expect(process.exitCode).toBeUndefined()
  })
})
