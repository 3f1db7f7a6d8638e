/** Pass and fail counts read from a test runner's summary lines. */
export interface Counts {
  runner: string
  passed: number
  failed: number
}

// Strips colour codes: runners colour their summaries when they think they have a terminal.
// eslint-disable-next-line no-control-regex -- the escape character is exactly what colour codes start with
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g

// TAP's failure line, at any depth of subtest; a TODO or SKIP directive excuses it.
const TAP_NOT_OK = /^\s*not ok\b(?!.*#\s*(?:TODO|SKIP)\b)/i

interface Recogniser {
  runner: string
  /** Returns counts for the lines it recognises (summed over every summary block), else undefined. */
  read(lines: string[]): { passed: number; failed: number } | undefined
}

const num = (text: string | undefined) => (text ? Number(text) : 0)

/** Sums the matches of `pattern` over all lines; undefined when no line matches. */
function sumOver(lines: string[], pattern: RegExp, pick: (m: RegExpExecArray) => [number, number]) {
  let found = false
  let passed = 0
  let failed = 0
  for (const line of lines) {
    const match = pattern.exec(line)
    if (!match) continue
    found = true
    const [p, f] = pick(match)
    passed += p
    failed += f
  }
  return found ? { passed, failed } : undefined
}

const RECOGNISERS: Recogniser[] = [
  {
    // jest: "Tests:       1 failed, 2 passed, 3 total" / "Tests: 0 passed, 0 total"
    runner: 'jest',
    read: lines =>
      // "No tests found, exiting with code 0" is jest saying it ran nothing: 0 passed.
      sumOver(lines, /^No tests found/, () => [0, 0]) ??
      sumOver(
        lines,
        /^Tests:\s+(?:(\d+) failed, )?(?:\d+ skipped, )?(?:\d+ todo, )?(?:(\d+) passed, )?\d+ total/,
        m => [num(m[2]), num(m[1])]
      )
  },
  {
    // vitest: " Tests  1 failed | 2 passed (3)"
    runner: 'vitest',
    read: lines =>
      sumOver(lines, /^\s*Tests\s+(?:(\d+) failed\s*\|?\s*)?(?:(\d+) passed)?.*\(\d+\)/, m => [
        num(m[2]),
        num(m[1])
      ])
  },
  {
    // cargo: "test result: ok. 3 passed; 0 failed; 0 ignored; ..."
    runner: 'cargo test',
    read: lines =>
      sumOver(lines, /^test result: \w+\. (\d+) passed; (\d+) failed;/, m => [num(m[1]), num(m[2])])
  },
  {
    // pytest: "=== 3 passed, 1 failed in 0.12s ===" / "=== 3 skipped in 0.01s ===" / "no tests ran"
    // (with -q, the same line without the rule of =)
    runner: 'pytest',
    read: lines =>
      sumOver(
        lines,
        /^(?:=+ )?((?:\d+ (?:passed|failed|errors?|skipped|deselected|xfailed|xpassed|warnings?)|no tests ran)(?:, \d+ \w+)*) in [\d.]+s\b/,
        m => {
          const part = (word: string) => num(new RegExp(`(\\d+) ${word}\\b`).exec(m[1])?.[1])
          return [part('passed'), part('failed') + part('errors?')]
        }
      )
  },
  {
    // mocha: "  2 passing (5ms)" / "  1 failing"
    runner: 'mocha',
    read: lines =>
      sumOver(lines, /^\s*(\d+) (passing|failing)\b/, m =>
        m[2] === 'passing' ? [num(m[1]), 0] : [0, num(m[1])]
      )
  },
  {
    // node --test (tap and spec reporters) and TAP: "# pass 2" / "ℹ pass 2", "# fail 0" / "ℹ fail 0";
    // a `not ok` anywhere, a subtest's indented one too, is a failure whatever the totals say.
    runner: 'node --test / TAP',
    read: lines => {
      const counts = sumOver(lines, /^(?:#|ℹ)\s+(pass|fail)\s+(\d+)/, m =>
        m[1] === 'pass' ? [num(m[2]), 0] : [0, num(m[2])]
      )
      if (!counts) return undefined
      const notOk = lines.filter(line => TAP_NOT_OK.test(line)).length
      return { passed: counts.passed, failed: Math.max(counts.failed, notOk) }
    }
  },
  {
    // go test: "ok  \tpkg\t0.01s", "FAIL\tpkg\t0.01s", "--- FAIL: TestX";
    // "ok  \tpkg\t0.01s [no tests to run]" is a package where nothing ran: no pass.
    runner: 'go test',
    read: lines =>
      sumOver(
        lines,
        /^(?:(ok)\s+\S+\s+(?:[\d.]+s|\(cached\))(\s+\[no tests to run\])?|FAIL\s+\S+\s+[\d.]+s|--- FAIL:)/,
        m => (m[1] ? [m[2] ? 0 : 1, 0] : [0, 1])
      )
  }
]

/** The counts of the first runner whose summary lines appear in the output, if any. */
export function readSummary(output: string): Counts | undefined {
  const lines = output.replace(ANSI, '').split(/\r?\n/)
  for (const recogniser of RECOGNISERS) {
    const counts = recogniser.read(lines)
    if (counts) return { runner: recogniser.runner, ...counts }
  }
  return undefined
}

/**
 * A line that says something failed: `FAIL`, `FAILED`, `Error:` or TAP's `not ok`, indented or not
 * (a `# TODO` or `# SKIP` directive makes a TAP `not ok` no failure).
 */
export function failureMarker(output: string): string | undefined {
  return output
    .replace(ANSI, '')
    .split(/\r?\n/)
    .find(line => /\bFAIL(?:ED)?\b|\bError:/.test(line) || TAP_NOT_OK.test(line))
}
