import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { judgeVerify } from '../../../src/verify/judge.js'
import { readJunit } from '../../../src/verify/junit.js'
import { readSummary } from '../../../src/verify/runner-summaries.js'

const OUTPUTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../__fixtures__/test-outputs'
)
const output = (name: string) => readFileSync(path.join(OUTPUTS, name), 'utf8')

describe('recorded test-runner outputs', () => {
  it.each<[string, number, string, number, number, boolean]>([
    ['jest-pass.txt', 0, 'jest', 2, 0, true],
    ['jest-fail.txt', 1, 'jest', 3, 1, false],
    ['jest-fail.txt', 0, 'jest', 3, 1, false],
    ['jest-zero-passed.txt', 0, 'jest', 0, 0, false],
    ['jest-no-tests.txt', 0, 'jest', 0, 0, false],
    ['node-test-spec-pass.txt', 0, 'node --test / TAP', 2, 0, true],
    ['node-test-tap-pass.txt', 0, 'node --test / TAP', 2, 0, true],
    ['tap-fail.txt', 0, 'node --test / TAP', 1, 1, false],
    ['vitest-pass.txt', 0, 'vitest', 2, 0, true],
    ['vitest-fail.txt', 0, 'vitest', 1, 1, false],
    ['mocha-pass.txt', 0, 'mocha', 2, 0, true],
    ['mocha-fail.txt', 0, 'mocha', 1, 1, false],
    ['pytest-pass.txt', 0, 'pytest', 3, 0, true],
    ['pytest-fail.txt', 0, 'pytest', 2, 1, false],
    ['pytest-no-tests.txt', 0, 'pytest', 0, 0, false],
    ['go-test-pass.txt', 0, 'go test', 2, 0, true],
    ['go-test-fail.txt', 0, 'go test', 1, 2, false],
    ['cargo-test-pass.txt', 0, 'cargo test', 2, 0, true],
    ['cargo-test-fail.txt', 0, 'cargo test', 1, 1, false],
    // Nothing ran (SPEC §7): only skipped tests, go's [no tests to run], a subtest's indented not ok.
    ['pytest-skipped.txt', 0, 'pytest', 0, 0, false],
    ['go-test-no-tests-to-run.txt', 0, 'go test', 0, 0, false],
    ['tap-subtest-fail.txt', 0, 'node --test / TAP', 1, 1, false]
  ])('%s (exit %i): %s, %i passed, %i failed → pass %s', (file, exitCode, runner, passed, failed, pass) => {
    expect(readSummary(output(file))).toEqual({ runner, passed, failed })
    expect(judgeVerify({ exitCode, timedOut: false, output: output(file) }).pass).toBe(pass)
  })
})

describe('judgeVerify (SPEC §7)', () => {
  it('fails a passing summary when the exit code is not 0', () => {
    expect(judgeVerify({ exitCode: 1, timedOut: false, output: output('jest-pass.txt') })).toEqual({
      pass: false,
      rule: 'exit code 1'
    })
  })

  it('passes unrecognised output on exit code 0, and says which rule decided', () => {
    expect(judgeVerify({ exitCode: 0, timedOut: false, output: 'build ok\n' })).toEqual({
      pass: true,
      rule: 'exit code 0 and no recognised test summary or failure marker'
    })
  })

  it.each([
    '1 test FAILED',
    'Error: boom',
    'not ok 3 - adds',
    'FAIL src/a.test.ts',
    '    not ok 2 - x',
    '\tnot ok 2'
  ])('fails exit 0 with a failure marker: %s', line => {
    expect(judgeVerify({ exitCode: 0, timedOut: false, output: `x\n${line}\n` }).pass).toBe(false)
  })

  it.each(['not ok 2 - later # TODO not written yet', '    not ok 3 # SKIP no network'])(
    'passes exit 0 with a TAP not ok that a directive excuses: %s',
    line => {
      expect(judgeVerify({ exitCode: 0, timedOut: false, output: `ok 1\n${line}\n` }).pass).toBe(true)
    }
  )

  it('fails a timeout', () => {
    expect(judgeVerify({ exitCode: null, timedOut: true, output: '' }).pass).toBe(false)
  })

  const junit = (xml: string) =>
    judgeVerify({ exitCode: 0, timedOut: false, output: '', report: { found: true, path: 'r.xml', xml } })
  it.each<[string, string, boolean]>([
    [
      'passing suites',
      '<testsuites tests="3" failures="0" errors="0"><testsuite name="a" tests="3" failures="0" errors="0"><testcase name="x"/><testcase name="y"/><testcase name="z"/></testsuite></testsuites>',
      true
    ],
    [
      'a failure',
      '<testsuite tests="2" failures="1" errors="0"><testcase name="x"><failure/></testcase><testcase name="y"/></testsuite>',
      false
    ],
    [
      'an error',
      '<testsuites><testsuite tests="2" failures="0" errors="1"><testcase name="x"><error/></testcase><testcase name="y"/></testsuite></testsuites>',
      false
    ],
    ['zero tests', '<testsuites><testsuite tests="0" failures="0" errors="0"/></testsuites>', false],
    [
      'no totals, counted from testcases',
      '<testsuite><testcase name="a"/><testcase name="b"><error/></testcase></testsuite>',
      false
    ],
    ['no totals, all pass', '<testsuite><testcase name="a"/><testcase name="b"/></testsuite>', true],
    [
      'nested suites',
      '<testsuites><testsuite name="outer" tests="2"><testsuite name="in" tests="2" failures="0" errors="0"><testcase name="a"/><testcase name="b"/></testsuite></testsuite></testsuites>',
      true
    ],
    ['invalid XML', '<testsuite tests="1"', false],
    // Counts that disagree with the test cases listed fail (SPEC §7).
    [
      'totals and no test case',
      '<testsuites><testsuite tests="5" failures="0" errors="0"/></testsuites>',
      false
    ],
    [
      'fewer failures counted than listed',
      '<testsuite tests="2" failures="0"><testcase name="x"><failure/></testcase><testcase name="y"/></testsuite>',
      false
    ],
    [
      'a root total that disagrees',
      '<testsuites tests="9"><testsuite><testcase name="x"/></testsuite></testsuites>',
      false
    ],
    [
      'every case skipped',
      '<testsuite tests="1" skipped="1"><testcase name="x"><skipped/></testcase></testsuite>',
      false
    ]
  ])('JUnit report with %s → pass %s', (_name, xml, pass) => {
    expect(junit(xml).pass).toBe(pass)
  })

  it.each(['<testsuites/>', '<testsuites></testsuites>', '<testsuite/>'])(
    'reads an empty %s as a report of 0 tests, not as a missing element',
    xml => {
      expect(readJunit(xml)).toEqual({ ok: true, tests: 0, ran: 0, failures: 0, errors: 0 })
      expect(readJunit('<report/>')).toEqual({ ok: false, reason: 'no <testsuite> or <testsuites> element' })
    }
  )

  it('fails when the report was not written (a stale one is deleted before the run)', () => {
    expect(
      judgeVerify({ exitCode: 0, timedOut: false, output: '', report: { found: false, path: 'junit.xml' } })
    ).toEqual({
      pass: false,
      rule: 'verify-report junit.xml was not written'
    })
  })

  it('reads JUnit totals with a real parser', () => {
    expect(
      readJunit(
        '<testsuites><testsuite tests="4" failures="1" errors="2" skipped="1"><testcase name="a"><failure/></testcase><testcase name="b"><error/></testcase><testcase name="c"><error/></testcase><testcase name="d"><skipped/></testcase></testsuite><testsuite tests="1" failures="0" errors="0"><testcase name="e"/></testsuite></testsuites>'
      )
    ).toEqual({ ok: true, tests: 5, ran: 4, failures: 1, errors: 2 })
  })

  it.each<[string, string]>([
    ['junit-pass.xml', 'JUnit report: 3 tests (2 ran), 0 failures, 0 errors'],
    ['junit-all-skipped.xml', 'JUnit report: 2 tests (0 ran), 0 failures, 0 errors'],
    [
      'junit-counts-no-cases.xml',
      'verify-report r.xml: tests="5" on <testsuite name="sum"> but 0 test cases listed under it'
    ]
  ])('judges the recorded %s: %s', (file, rule) => {
    const verdict = junit(output(file))
    expect(verdict).toEqual({ pass: file === 'junit-pass.xml', rule })
  })
})
