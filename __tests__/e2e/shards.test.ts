import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../__fixtures__/bundle.js'
import { AGENTS, jsonPlan } from '../../__fixtures__/loop-harness.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../__fixtures__/temp.js'
import { inShard } from '../../src/tasks/shard.js'

afterAll(cleanup)

const doneIds = (dir: string) =>
  (
    JSON.parse(readFileSync(path.join(dir, 'plan.json'), 'utf8')) as {
      subtasks: { id: string; done: boolean }[]
    }
  ).subtasks
    .filter(task => task.done)
    .map(task => task.id)

describe('scale-out across matrix jobs (shard: i/4 over a 40-task plan)', () => {
  it('works disjoint task sets concurrently, every task done exactly once, and the merged report adds up', async () => {
    const shards = await Promise.all(
      [1, 2, 3, 4].map(async index => {
        // Each matrix job has its own checkout of the same plan.
        const dir = await makeTempDir(`ralph-shard${index}-`)
        await writeFile(path.join(dir, 'plan.json'), jsonPlan(40))
        await makeGitRepo(dir)
        return { index, dir }
      })
    )
    const runs = await Promise.all(
      shards.map(({ index, dir }) =>
        runBundle('cli', {
          cwd: dir,
          args: [
            '--tasks',
            'plan.json',
            '--shard',
            `${index}/4`,
            '--max-iterations',
            '40',
            '--agent',
            'command',
            '--agent-command',
            `echo "agent $RALPH_AGENT_ID"; node ${AGENTS}/complete-one.mjs plan.json`
          ]
        })
      )
    )
    const seen = new Map<string, number>()
    for (const [i, run] of runs.entries()) {
      const { index, dir } = shards[i]
      expect(run.code).toBe(0)
      expect(run.stdout).toContain(`agent ralph-local-shard${index}of4`)
      const done = doneIds(dir)
      expect(done.every(id => inShard(id, index, 4))).toBe(true)
      for (const id of done) seen.set(id, (seen.get(id) ?? 0) + 1)
    }
    expect(seen.size).toBe(40)
    expect([...seen.values()].every(count => count === 1)).toBe(true)

    const reports = shards.map(({ dir }) => path.join(dir, '.ralph', 'report.json'))
    const merged = await runBundle('cli', { cwd: shards[0].dir, args: ['aggregate', ...reports] })
    expect(merged.code).toBe(0)
    expect(merged.stdout).toContain('{"status":"completed","tasks_done":40,"tasks_total":40}')
    expect(merged.stdout).toContain('| 1/4 | completed | completion |')
  }, 60_000)

  it('aggregate reports the worst shard and exits with its code', async () => {
    const dir = await makeTempDir('ralph-agg-')
    const report = (status: string, reason: string, shard: string) =>
      JSON.stringify({
        status,
        halt_reason: reason,
        shard,
        iterations: 2,
        tasks_total: 5,
        tasks_done: 3,
        work_remaining: ['a'],
        cost_usd: null,
        input_tokens: null,
        output_tokens: null
      })
    await writeFile(path.join(dir, 'a.json'), report('completed', 'completion', '1/2'))
    await writeFile(path.join(dir, 'b.json'), report('stuck', 'max_attempts', '2/2'))
    const run = await runBundle('cli', { cwd: dir, args: ['aggregate', 'a.json', 'b.json'] })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('## Ralph Loop shards: stuck')
  })
})
