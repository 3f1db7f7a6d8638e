import { afterAll, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { chmod, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runBundle } from '../../../__fixtures__/bundle.js'
import { cleanup, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

// Every way a shell could be talked into running something, aimed at one canary file.
const nasty = (canary: string) =>
  [
    `"`,
    `'`,
    `$(touch ${canary})`,
    `\`touch ${canary}\``,
    `; touch ${canary};`,
    `&& touch ${canary}`,
    `| tee ${canary}`
  ]
    .map(part => `x${part}`)
    .join(' ')

/**
 * A workspace whose task id, title and criteria are all hostile, an agent that records exactly what
 * reached it (its environment, its stdin, its argv) and does the task, and hooks that print the values.
 */
async function hostileWorkspace() {
  const dir = await makeTempDir('ralph-shell-')
  const canary = path.join(dir, 'CANARY')
  const id = nasty(canary)
  const title = `${nasty(canary)}\nsecond line ${nasty(canary)}`
  await writeFile(
    path.join(dir, 'plan.json'),
    JSON.stringify({ subtasks: [{ id, title, acceptanceCriteria: [nasty(canary)], done: false }] }, null, 2)
  )
  await makeGitRepo(dir)
  const agent = path.join(dir, '.agent.sh')
  await writeFile(
    agent,
    [
      '#!/bin/bash',
      `printf '%s' "$RALPH_TASK_ID" > '${dir}/.seen-id'`,
      `printf '%s\\n' "$@" > '${dir}/.seen-argv'`,
      `cat > '${dir}/.seen-stdin'`,
      // Its one task is done (the id holds slashes, so no file is named after it).
      `node -e 'const fs = require("fs"); const p = JSON.parse(fs.readFileSync("plan.json", "utf8")); p.subtasks[0].done = true; fs.writeFileSync("plan.json", JSON.stringify(p))'`,
      // The claude preset needs a result record to call the iteration a success.
      `echo '{"type":"result","subtype":"success","is_error":false,"result":"done","session_id":"s"}'`
    ].join('\n') + '\n'
  )
  await chmod(agent, 0o755)
  return { dir, canary, id, title, agent }
}

const HOOKS = [
  `onIterationEnd: printf 'id=[%s]' "$RALPH_TASK_ID" > .hook-id`,
  `onComplete: printf 'reason=[%s]' "$RALPH_REASON" > .hook-reason`
].join('\n')

describe('hostile task ids, titles, hooks and agent args are data, never shell', () => {
  it('the CLI: nothing runs, and every value arrives byte for byte', async () => {
    const w = await hostileWorkspace()
    const agentArgs = `--flag ${JSON.stringify(nasty(w.canary))} '${nasty(w.canary).replace(/'/g, '')}'`
    const run = await runBundle('cli', {
      cwd: w.dir,
      args: [
        '--tasks',
        'plan.json',
        '--agent',
        'claude',
        '--agent-binary',
        w.agent,
        '--agent-args',
        agentArgs,
        '--model',
        `m$(touch ${w.canary})`,
        '--hooks',
        HOOKS,
        '--verify-command',
        `test -z "$(touch ${w.canary}.not)" && true`
      ]
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('status=completed')
    expect(existsSync(w.canary)).toBe(false)
    expect(readFileSync(path.join(w.dir, '.seen-id'), 'utf8')).toBe(w.id)
    expect(readFileSync(path.join(w.dir, '.hook-id'), 'utf8')).toBe(`id=[${w.id}]`)
    const argv = readFileSync(path.join(w.dir, '.seen-argv'), 'utf8')
    expect(argv).toContain(`--flag\n${nasty(w.canary)}\n${nasty(w.canary).replace(/'/g, '')}\n`)
    expect(argv).toContain(`--model\nm$(touch ${w.canary})\n`)
    // The prompt names the task and its title as text (on argv for claude, which records it).
    expect(argv).toContain(w.id)
    expect(argv).toContain(`second line ${nasty(w.canary)}`)
    // The verify command is the user's own shell and runs as such: its substitution did run.
    expect(existsSync(`${w.canary}.not`)).toBe(true)
  })

  it('the action: the same, through INPUT_* variables', async () => {
    const w = await hostileWorkspace()
    const run = await runBundle('main', {
      cwd: w.dir,
      inputs: {
        tasks: 'plan.json',
        agent: 'command',
        'agent-command': w.agent,
        hooks: HOOKS,
        checkpoint: 'file',
        commit: 'none',
        prompt: `Do ${nasty(w.canary)}`
      }
    })
    expect(run.outputs.status).toBe('completed')
    expect(existsSync(w.canary)).toBe(false)
    expect(readFileSync(path.join(w.dir, '.seen-id'), 'utf8')).toBe(w.id)
    expect(readFileSync(path.join(w.dir, '.seen-stdin'), 'utf8')).toContain(`Do ${nasty(w.canary)}`)
    expect(readFileSync(path.join(w.dir, '.hook-id'), 'utf8')).toBe(`id=[${w.id}]`)
    // A task id cannot forge a workflow command: the log has no line that starts one from it.
    expect(run.stdout).not.toMatch(/^::(error|warning|set-output|add-mask)[^\n]*CANARY/m)
  })
})
