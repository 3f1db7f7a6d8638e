import { describe, expect, it } from '@jest/globals'
import { fenceConfig, pinOrigin, withConfig } from '../../../src/system/git/fence.js'

describe('fenceConfig: what every loop git call gets (SPEC §10)', () => {
  const value = (entries: [string, string][], key: string) =>
    entries.filter(([k]) => k === key).map(([, v]) => v)
  it.each([
    ['no fence: hooks and fsmonitor off, no helper, git defaults', undefined, 'core.sshcommand', ['ssh']],
    ['no fence: the helper list emptied', undefined, 'credential.helper', ['']],
    ['no fence: askpass runs nothing', undefined, 'core.askpass', ['']],
    ['no fence: hooks off', undefined, 'core.hooksPath', ['/dev/null']],
    ['no fence: fsmonitor off', undefined, 'core.fsmonitor', ['false']],
    [
      "the user's helpers refill the emptied list, in order",
      {
        origin: '',
        kept: [
          ['credential.helper', 'store'],
          ['credential.helper', 'cache']
        ] as [string, string][]
      },
      'credential.helper',
      ['', 'store', 'cache']
    ],
    [
      "the user's ssh command, the last one git read",
      {
        origin: '',
        kept: [
          ['core.sshcommand', 'ssh -i a'],
          ['core.sshcommand', 'ssh -i b']
        ] as [string, string][]
      },
      'core.sshcommand',
      ['ssh -i b']
    ]
  ])('%s', (_name, fence, key, expected) => {
    expect(value(fenceConfig(fence), key)).toEqual(expected)
  })
})

describe('pinOrigin', () => {
  it.each([
    ['push', ['push', '-q', 'origin', 'HEAD:refs/heads/x'], 2],
    ['fetch with options first', ['fetch', '-q', '--no-tags', 'origin', '+a:b'], 3],
    ['ls-remote', ['ls-remote', '--exit-code', '--heads', 'origin', 'refs/heads/x'], 3]
  ])('%s: origin becomes a one-off name only the loop maps to the recorded URL', (_name, args, at) => {
    const pinned = pinOrigin(args, args[0] ?? '', '/srv/origin.git')
    const alias = pinned.args[at] ?? ''
    expect(alias).toMatch(/^ralph-origin-[0-9a-f]{24}:$/)
    expect(pinned.args.filter((_, i) => i !== at)).toEqual(args.filter((_, i) => i !== at))
    expect(pinned.config).toEqual([
      ['url./srv/origin.git.insteadOf', alias],
      ['url./srv/origin.git.pushInsteadOf', alias]
    ])
  })

  it.each([
    ['no URL recorded', ['push', 'origin', 'x'], ''],
    ['another remote named', ['push', 'upstream', 'x'], '/srv/origin.git'],
    ['no remote named', ['fetch', '-q'], '/srv/origin.git']
  ])('%s: unchanged', (_name, args, origin) => {
    expect(pinOrigin(args, args[0] ?? '', origin)).toEqual({ args, config: [] })
  })
})

describe('withConfig', () => {
  it.each([
    ['none before', {}, { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'a.b', GIT_CONFIG_VALUE_0: 'v' }],
    [
      "after the caller's",
      { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'x.y', GIT_CONFIG_VALUE_0: 'w' },
      {
        GIT_CONFIG_COUNT: '2',
        GIT_CONFIG_KEY_0: 'x.y',
        GIT_CONFIG_VALUE_0: 'w',
        GIT_CONFIG_KEY_1: 'a.b',
        GIT_CONFIG_VALUE_1: 'v'
      }
    ],
    [
      'a count that is not one',
      { GIT_CONFIG_COUNT: 'x' },
      { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'a.b', GIT_CONFIG_VALUE_0: 'v' }
    ]
  ])('%s', (_name, env, expected) => {
    expect(withConfig(env, [['a.b', 'v']])).toEqual(expected)
  })
})
