import { describe, expect, it } from '@jest/globals'
import { commandScript, guardedGlobs, judgeScripts } from '../../../src/config/judge-paths.js'

const WS = '/home/runner/work/app'

describe('commandScript: the file in the workspace a verify or review command runs (SPEC §7)', () => {
  it.each([
    ['./scripts/review.sh', 'scripts/review.sh'],
    ['scripts/verify.sh --fast', 'scripts/verify.sh'],
    ['./gradlew test', 'gradlew'],
    ['CI=1 LANG=C ./scripts/verify.sh', 'scripts/verify.sh'],
    ['./scripts/verify.sh && echo done', 'scripts/verify.sh'],
    ['bash scripts/x.sh', 'scripts/x.sh'],
    ['sh verify.sh', 'verify.sh'],
    ['/usr/bin/python3 ./tools/check.py -q', 'tools/check.py'],
    ['node test/run.mjs', 'test/run.mjs'],
    [`${WS}/scripts/review.sh`, 'scripts/review.sh'],
    // A bare name is looked up on PATH: no file of the workspace.
    ['npm test', undefined],
    ['make check', undefined],
    ['verify.sh', undefined],
    // An option first: `-c` runs text, not a file.
    ["bash -c 'exit 1'", undefined],
    ['node -e 0', undefined],
    // Outside the workspace, or a word the shell would change.
    ['/usr/local/bin/check', undefined],
    ['../other/verify.sh', undefined],
    ['./scripts/$SUITE.sh', undefined],
    ['"./my scripts/x.sh"', undefined],
    ['', undefined],
    ['bash', undefined]
  ])('%j → %j', (command, script) => {
    expect(commandScript(command, WS)).toBe(script)
  })
})

describe('judgeScripts and guardedGlobs', () => {
  it('lists each script once, and guards them and the package managers’ files beside protected-paths', () => {
    const scripts = judgeScripts(WS, ['./scripts/check.sh', undefined, 'bash scripts/check.sh'])
    expect(scripts).toEqual(['scripts/check.sh'])
    expect(guardedGlobs({ protectedPaths: [], judgeScripts: scripts })).toEqual([
      'scripts/check.sh',
      '**/.npmrc',
      '**/.yarnrc',
      '**/.yarnrc.yml',
      '**/bunfig.toml',
      '**/.pnpmfile.cjs'
    ])
  })
})
