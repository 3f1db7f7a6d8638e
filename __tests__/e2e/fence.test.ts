import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle, stepFiles } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'
import { CONTROL_CHANNEL } from '../../src/config/environment.js'
import { StateKeys } from '../../src/config/names.js'

afterAll(cleanup)

const HOSTILE = `node ${AGENTS}/hostile.mjs`
const TASK_CLI = `node ${path.join(AGENTS, '..', 'task-cli', 'task')}`
// What the runner gives a step: its control channel, next to the user's own variables.
const RUNNER = {
  ACTIONS_RUNTIME_TOKEN: 'runtime-token-0123456789',
  ACTIONS_RUNTIME_URL: 'https://pipelines.example/',
  ACTIONS_RESULTS_URL: 'https://results.example/',
  ACTIONS_CACHE_URL: 'https://cache.example/',
  ACTIONS_CACHE_SERVICE_V2: 'true',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token-0123',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://oidc.example/',
  GITHUB_PATH: '',
  GITHUB_ENV: ''
}
const USER = {
  MY_SETTING: 'kept',
  ANTHROPIC_API_KEY: 'sk-ant-user-key-0123456789',
  GH_TOKEN: 'gh-user-token-012345'
}

interface Seen {
  role: string
  env: Record<string, string>
  reached: string[]
}

/** Every record the hostile children left, by role. */
function seen(dir: string): Seen[] {
  return readdirSync(dir).map(file => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Seen)
}

async function runFenced(inputs: Record<string, string>, plan = jsonPlan(1)) {
  const dir = await makeTempDir('ralph-fence-')
  const records = await makeTempDir('ralph-fence-seen-')
  await writeFile(path.join(dir, 'plan.json'), plan)
  await makeGitRepo(dir)
  const files = await stepFiles()
  const runnerFiles = await runnerFilesOf(files)
  const run = await runBundle('main', {
    cwd: dir,
    inputs: { checkpoint: 'file', ...inputs },
    env: { ...RUNNER, ...runnerFiles, ...USER, HOSTILE_DIR: records },
    files
  })
  return { dir, run, seen: seen(records), files, runnerFiles }
}

/** The runner's GITHUB_ENV and GITHUB_PATH files of one step, empty. */
async function runnerFilesOf(files: { output: string }) {
  const runnerFiles = { GITHUB_ENV: `${files.output}.env`, GITHUB_PATH: `${files.output}.path` }
  for (const file of Object.values(runnerFiles)) await writeFile(file, '')
  return runnerFiles
}

function expectFenced(records: Seen[], roles: string[]) {
  expect([...new Set(records.map(r => r.role))].sort()).toEqual([...roles].sort())
  for (const record of records) {
    const names = Object.keys(record.env)
    expect({
      role: record.role,
      leaked: names.filter(n => CONTROL_CHANNEL.includes(n) || n.startsWith('INPUT_'))
    }).toEqual({
      role: record.role,
      leaked: []
    })
    expect({ role: record.role, reached: record.reached }).toEqual({ role: record.role, reached: [] })
    expect(record.env).toMatchObject(USER)
  }
}

describe("the fence: no child of the loop gets the runner's control channel (SPEC §4)", () => {
  it("not the agent, the verify command, a hook; a git hook the agent planted does not run at all (SPEC §10); the user's variables pass", async () => {
    const plantHook = `printf '#!/bin/sh\\n${HOSTILE} git-hook\\n' > .git/hooks/pre-commit && chmod +x .git/hooks/pre-commit`
    const {
      run,
      seen: records,
      files,
      runnerFiles
    } = await runFenced({
      tasks: 'plan.json',
      agent: 'command',
      'agent-command': `${HOSTILE} agent && ${plantHook} && node ${AGENTS}/complete-one.mjs plan.json`,
      'verify-command': `${HOSTILE} verify && echo "Tests: 1 passed, 1 total"`,
      hooks: `onIterationEnd: ${HOSTILE} hook`,
      commit: 'task'
    })
    expect(run.outputs).toMatchObject({ status: 'completed', commits: '1' })
    expectFenced(records, ['agent', 'verify', 'hook'])
    for (const file of [files.output, files.state, files.summary, ...Object.values(runnerFiles)]) {
      expect(readFileSync(file, 'utf8')).not.toContain('HOSTILE')
    }
  })

  it('the post step runs no git hook the agent planted when it pushes the interrupted work (SPEC §10)', async () => {
    const remote = await makeTempDir('ralph-fence-remote-')
    await git(remote, 'init', '-q', '--bare')
    const dir = await makeTempDir('ralph-fence-post-')
    const records = await makeTempDir('ralph-fence-seen-')
    await makeGitRepo(dir)
    await git(dir, 'remote', 'add', 'origin', remote)
    await writeFile(path.join(dir, '.git', 'hooks', 'pre-push'), `#!/bin/sh\n${HOSTILE} post-git-hook\n`, {
      mode: 0o755
    })
    // What a main step stopped by a signal leaves: push the work branch.
    const files = await stepFiles()
    const state = {
      [StateKeys.Workspace]: dir,
      [StateKeys.PushBranch]: 'ralph/nightly',
      [StateKeys.HeadSha]: (await git(dir, 'rev-parse', 'HEAD')).trim()
    }
    const saved = Object.entries(state).map(([name, value]) => `${name}<<EOF_STATE\n${value}\nEOF_STATE\n`)
    await writeFile(files.state, saved.join(''))
    const runnerFiles = await runnerFilesOf(files)
    const post = await runBundle('post', {
      cwd: dir,
      files,
      env: { ...RUNNER, ...runnerFiles, ...USER, HOSTILE_DIR: records }
    })
    expect(post.stdout).toContain("pushed the interrupted loop's commits to ralph/nightly")
    expect(seen(records)).toEqual([])
  })

  it('not the task CLI', async () => {
    const db = path.join(await makeTempDir('ralph-fence-db-'), 'tasks.json')
    await writeFile(db, JSON.stringify({ tasks: [{ id: 'T-1', title: 'one', status: 'open' }] }))
    const { run, seen: records } = await runFenced({
      'task-source': 'command',
      'task-peek-command': `${HOSTILE} task-cli && TASK_DB=${db} ${TASK_CLI} peek -n 10`,
      'task-status-command': `TASK_DB=${db} ${TASK_CLI} plan-status`,
      'task-active-command': `TASK_DB=${db} ${TASK_CLI} active --agent "$RALPH_AGENT_ID"`,
      'task-fail-command': `TASK_DB=${db} ${TASK_CLI} fail "$RALPH_TASK_ID" --reason "$RALPH_FAIL_REASON"`,
      agent: 'command',
      'agent-command': `TASK_DB=${db} ${TASK_CLI} done T-1`,
      commit: 'none'
    })
    expect(run.outputs.status).toBe('completed')
    expectFenced(records, ['task-cli'])
  })
})

describe('pre-existing changes are never committed by the loop (SPEC §10)', () => {
  it('modified, staged, untracked and deleted paths stay out of its commits, and a warning names them', async () => {
    const dir = await makeTempDir('ralph-fence-pre-')
    await writeFile(path.join(dir, 'plan.json'), jsonPlan(1))
    for (const name of ['modified.txt', 'staged.txt', 'deleted.txt', 'gone.txt'])
      await writeFile(path.join(dir, name), 'v1\n')
    await makeGitRepo(dir)
    await writeFile(path.join(dir, 'modified.txt'), 'changed by an earlier step\n')
    await writeFile(path.join(dir, 'staged.txt'), 'staged by an earlier step\n')
    await git(dir, 'add', 'staged.txt')
    await writeFile(path.join(dir, 'credentials.json'), '{"token": "from an earlier step"}\n')
    await git(dir, 'rm', '-q', '--cached', 'deleted.txt')
    await rm(path.join(dir, 'gone.txt'))
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': `node ${AGENTS}/complete-one.mjs plan.json`,
        checkpoint: 'file'
      }
    })
    expect(run.outputs).toMatchObject({ status: 'completed', commits: '1' })
    const committed = (await git(dir, 'show', '--name-only', '--format=', 'HEAD')).trim().split('\n').sort()
    expect(committed).toEqual(['plan.json', 'work/t1.txt'])
    expect(run.stdout).toMatch(
      /::warning title=Pre-existing changes::Changes made before the loop started are left out of its commits: .*credentials\.json/
    )
    for (const name of ['modified.txt', 'staged.txt', 'deleted.txt', 'gone.txt'])
      expect(run.stdout).toContain(name)
    // They are where the earlier step left them.
    expect((await git(dir, 'status', '--porcelain')).split('\n').filter(Boolean).sort()).toEqual([
      ' D gone.txt',
      ' M modified.txt',
      '?? credentials.json',
      '?? deleted.txt',
      'D  deleted.txt',
      'M  staged.txt'
    ])
  })
})

describe('branch names never reach git as options (SPEC §10)', () => {
  const canary = (dir: string) => path.join(dir, '..', `${path.basename(dir)}-canary`)

  it.each([
    '--upload-pack=touch CANARY',
    '-b x; touch CANARY',
    '$(touch CANARY)',
    'a b && touch CANARY',
    'x..y`touch CANARY`'
  ])('refuses %j before anything runs, and the canary is never created', async name => {
    const dir = await makeTempDir('ralph-fence-branch-')
    await writeFile(path.join(dir, 'plan.json'), jsonPlan(1))
    await makeGitRepo(dir)
    const value = name.replace('CANARY', canary(dir))
    for (const input of ['branch', 'base']) {
      const run = await runBundle('main', {
        cwd: dir,
        inputs: {
          tasks: 'plan.json',
          agent: 'command',
          'agent-command': 'echo agent ran',
          checkpoint: 'file',
          [input]: value
        }
      })
      expect(run.outputs).toMatchObject({ status: 'aborted', iterations: '0' })
      expect(run.stdout).toContain(`Input '${input}'`)
      expect(run.stdout).not.toContain('agent ran')
    }
    expect(existsSync(canary(dir))).toBe(false)
  })

  it.each(['ralph/nightly', 'feature/x-1.2', 'ünïcode/work'])('works on the valid branch %j', async name => {
    const dir = await makeTempDir('ralph-fence-branch-')
    await writeFile(path.join(dir, 'plan.json'), jsonPlan(1))
    await makeGitRepo(dir)
    const run = await runBundle('main', {
      cwd: dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': `node ${AGENTS}/complete-one.mjs plan.json`,
        checkpoint: 'file',
        branch: name
      }
    })
    expect(run.outputs).toMatchObject({ status: 'completed', branch: name, commits: '1' })
    expect((await git(dir, 'log', '-1', '--format=%s', name)).trim()).toBe('ralph: t1 progress (iteration 1)')
  })
})
