import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { agentInputs, jsonPlan, runLoopIn } from '../../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

/**
 * Every iteration takes its tree "before" afresh, just before its agent runs (SPEC §5 step 4). Each case
 * here has something run between two agents that changes the tree; with a stale "before" the loop would
 * see the next agent's change as no change (a revert, then the same change again), or a change where the
 * agent made none (a commit).
 */
async function repo(tasks = 3): Promise<string> {
  const dir = await makeTempDir('ralph-reuse-')
  await writeFile(path.join(dir, 'plan.json'), jsonPlan(tasks))
  await makeGitRepo(dir)
  return dir
}

/** tree_changed of every iteration, from the checkpoint's history. */
function treeChanges(dir: string): boolean[] {
  const checkpoint = JSON.parse(readFileSync(path.join(dir, '.ralph/checkpoint.json'), 'utf8')) as {
    history: { tree_changed: boolean }[]
  }
  return checkpoint.history.map(record => record.tree_changed)
}

// Writes the same untracked file every time, and does not mark its task done.
const SAME_FILE = agentInputs('echo made > made.txt')
const NOTHING = agentInputs('true')
const quiet = { 'stuck-threshold': '0', 'no-progress-limit': '0', 'max-iterations': '3' }

describe('a kept tree state never hides what ran between two agents', () => {
  it('a hook that removes the file: the next agent writing it again is a change', async () => {
    const dir = await repo()
    await runLoopIn(dir, {
      tasks: 'plan.json',
      hooks: 'onIterationEnd: rm -f made.txt',
      ...SAME_FILE,
      ...quiet
    })
    expect(treeChanges(dir)).toEqual([true, true, true])
  })

  it('the same file with no hook in between: the second and third agents change nothing', async () => {
    const dir = await repo()
    await runLoopIn(dir, { tasks: 'plan.json', ...SAME_FILE, ...quiet })
    expect(treeChanges(dir)).toEqual([true, false, false])
  })

  it('a commit after every iteration: an agent that does nothing changed nothing', async () => {
    const dir = await repo()
    // The first agent writes a file that gets committed; the next ones do nothing.
    const agent = agentInputs('[ "$RALPH_ITERATION" = 1 ] && echo one > one.txt; true')
    await runLoopIn(dir, { tasks: 'plan.json', commit: 'iteration', ...agent, ...quiet })
    expect(treeChanges(dir)).toEqual([true, false, false])
  })

  it('a failing verify command that reverts the tree: the agent on verify writing it again is a change', async () => {
    const dir = await repo(1)
    // Marks the only task done (so the verify gate runs after every iteration) and writes made.txt.
    const agent = agentInputs(
      `node -e 'const f=require("fs");const p=JSON.parse(f.readFileSync("plan.json"));p.subtasks[0].done=true;f.writeFileSync("plan.json",JSON.stringify(p))'; echo made > made.txt`
    )
    await runLoopIn(dir, {
      tasks: 'plan.json',
      'verify-command':
        'git checkout -q -- plan.json; rm -f made.txt; echo "not ok 1 - still failing"; exit 1',
      'max-attempts': '5',
      ...agent,
      ...quiet
    })
    expect(treeChanges(dir)).toEqual([true, true, true])
  })

  it('a task CLI runs between agents: its changes are never taken for the agent’s', async () => {
    const dir = await repo()
    // The status command touches a file on every call; the agent does nothing.
    const inputs = {
      'task-source': 'command',
      'task-peek-command': 'echo "- t1 a task"',
      // Both counts: a status that cannot be read at the start stops the run before the agent (SPEC §3).
      'task-status-command': 'date +%s%N > status-was-here.txt; echo "open: 1, active: 0"',
      'task-active-command': 'true',
      'task-fail-command': 'true',
      ...NOTHING,
      ...quiet
    }
    await runLoopIn(dir, inputs)
    const changes = treeChanges(dir)
    expect(changes.length).toBeGreaterThanOrEqual(2)
    expect(changes).toEqual(changes.map(() => false))
  })
})
