import { describe, expect, it } from '@jest/globals'
import { ConfigError } from '../../../src/config/config-error.js'
import { readConfig } from '../../../src/config/read-config.js'
import { ACTIONS_ENV, sourceOf } from './config-source.js'

const read = (inputs: Record<string, string>, env: Record<string, string> = {}) =>
  readConfig(sourceOf({ tasks: 'plan.json', ...inputs }, env)).config

describe('keeping the work: the defaults (SPEC §10)', () => {
  it('in Actions: commit task, push, and the work branch ralph/{workflow}', () => {
    const config = read({}, { ...ACTIONS_ENV, GITHUB_WORKFLOW: 'Nightly Build!' })
    expect(config).toMatchObject({
      commit: 'task',
      push: true,
      pushIsDefault: true,
      branch: 'ralph/nightly-build',
      branchIsDefault: true,
      pullRequest: 'none'
    })
  })

  it('in Actions, each shard keeps its own branch', () => {
    expect(read({ shard: '2/3' }, ACTIONS_ENV).branch).toBe('ralph/nightly-shard2of3')
  })

  it('in Actions with commit: none, nothing is pushed', () => {
    expect(read({ commit: 'none' }, ACTIONS_ENV)).toMatchObject({ push: false, pushIsDefault: true })
  })

  it('outside Actions: no commits, no push, the current branch', () => {
    expect(read({})).toMatchObject({ commit: 'none', push: false, branch: undefined, branchIsDefault: true })
  })

  it('explicit inputs win, and say they were set', () => {
    expect(read({ push: 'false', branch: 'work/loop' }, ACTIONS_ENV)).toMatchObject({
      push: false,
      pushIsDefault: false,
      branch: 'work/loop',
      branchIsDefault: false
    })
  })

  it('takes the token from github-token, else GITHUB_TOKEN or GH_TOKEN (the CLI)', () => {
    expect(read({ 'github-token': 'ghs_input' }, { GITHUB_TOKEN: 'ghs_env' }).githubToken).toBe('ghs_input')
    expect(read({}, { GITHUB_TOKEN: 'ghs_env' }).githubToken).toBe('ghs_env')
    expect(read({}, { GH_TOKEN: 'gh_cli' }).githubToken).toBe('gh_cli')
    expect(read({}).githubToken).toBeUndefined()
  })

  it('reads the API and server URLs and the repository, for the pull request', () => {
    const config = read(
      {},
      { ...ACTIONS_ENV, GITHUB_API_URL: 'https://ghe.example/api/v3/', GITHUB_REPOSITORY: 'o/r' }
    )
    expect(config.run).toMatchObject({
      apiUrl: 'https://ghe.example/api/v3',
      repository: 'o/r',
      serverUrl: 'https://github.com'
    })
  })
})

describe('branch names (the rules of git check-ref-format --branch)', () => {
  it.each(['ralph/nightly', 'feature/x-1', 'v1.2', 'a.b/c', 'ünïcode', 'UPPER_case'])(
    '%s is a valid branch',
    name => {
      expect(read({ branch: name }).branch).toBe(name)
    }
  )

  it.each([
    ['-x', 'must not start with -'],
    ['--upload-pack=touch /tmp/canary', 'must not start with -'],
    ['a b', 'no spaces'],
    ['a..b', 'no ..'],
    ['a~1', 'no spaces'],
    ['x^', 'no spaces'],
    ['a:b', 'no spaces'],
    ['what?', 'no spaces'],
    ['a*', 'no spaces'],
    ['a[b', 'no spaces'],
    ['back\\slash', 'no spaces'],
    ['a@{1}', 'no .. and no @{'],
    ['end/', 'no empty part'],
    ['/start', 'no empty part'],
    ['a//b', 'no empty part'],
    ['end.', 'no empty part'],
    ['.hidden', 'no part may start with .'],
    ['dir/.hidden', 'no part may start with .'],
    ['x.lock', 'end with .lock'],
    ['HEAD', 'names no branch'],
    ['@', 'names no branch'],
    ['new\nline', 'control characters']
  ])('%j is refused naming the input', (name, why) => {
    for (const input of ['branch', 'base']) {
      let error: unknown
      try {
        read({ [input]: name })
      } catch (caught) {
        error = caught
      }
      expect(error).toBeInstanceOf(ConfigError)
      expect((error as Error).message).toContain(`Input '${input}'`)
      expect((error as Error).message).toContain(why)
    }
  })
})
