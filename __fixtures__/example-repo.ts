import { chmod, copyFile, cp, mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { jsonPlan } from './loop-harness.js'
import { git, makeGitRepo, makeTempDir } from './temp.js'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * A bare origin whose main holds what the example workflows' checkouts need, as a user's repository
 * would: plan.json (`planSize` tasks), PLAN.md, a package.json without dependencies (so that `npm ci`
 * runs offline) and __fixtures__/task-cli's agent as scripts/agent.sh.
 */
export async function makeOrigin(planSize: number): Promise<string> {
  const seed = await makeTempDir('ralph-example-seed-')
  const files: Record<string, string> = {
    'plan.json': jsonPlan(planSize),
    'PLAN.md': '# Plan\n\n- [ ] Write the parser\n- [ ] Write the printer\n',
    'package.json': JSON.stringify({ name: 'app', version: '1.0.0', scripts: { test: 'node -e 0' } }),
    'package-lock.json': JSON.stringify({
      name: 'app',
      version: '1.0.0',
      lockfileVersion: 3,
      requires: true,
      packages: { '': { name: 'app', version: '1.0.0' } }
    }),
    '.gitignore': 'node_modules/\n'
  }
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(seed, file), text)
  await mkdir(path.join(seed, 'scripts'))
  await copyFile(
    path.join(ROOT, '__fixtures__', 'task-cli', 'agent.sh'),
    path.join(seed, 'scripts', 'agent.sh')
  )
  await chmod(path.join(seed, 'scripts', 'agent.sh'), 0o755)
  await makeGitRepo(seed)
  const origin = await makeTempDir('ralph-example-origin-')
  await git(origin, 'clone', '-q', '--bare', seed, '.')
  return origin
}

/** A folder of stand-ins for the PATH: `gh` (records its arguments) and, with `taskDb`, the task CLI over it. */
export async function standIns(taskDb?: string): Promise<{ bin: string; ghLog: string }> {
  const bin = await makeTempDir('ralph-example-bin-')
  const ghLog = path.join(bin, 'gh.log')
  await writeFile(path.join(bin, 'gh'), `#!/bin/sh\nprintf '%s\\n' "$*" >> '${ghLog}'\n`, { mode: 0o755 })
  if (taskDb) {
    const task = path.join(ROOT, '__fixtures__', 'task-cli', 'task')
    await writeFile(path.join(bin, 'task'), `#!/bin/sh\nTASK_DB='${taskDb}' exec node '${task}' "$@"\n`, {
      mode: 0o755
    })
  }
  return { bin, ghLog }
}

/** actions/upload-artifact with a folder for the artifact service: `with.path` into `artifacts/<with.name>/`. */
export async function upload(artifacts: string, options: Record<string, string>, cwd: string) {
  const file = options.path ?? ''
  await cp(path.join(cwd, file), path.join(artifacts, options.name ?? '', path.basename(file)))
  return { code: 0, stdout: 'stand-in: uploaded', outputs: {} }
}

/** actions/download-artifact from that folder: each artifact matching `with.pattern` into `with.path/<name>/`. */
export async function download(artifacts: string, options: Record<string, string>, cwd: string) {
  const pattern = new RegExp(`^${(options.pattern ?? '*').replace('*', '.*')}$`)
  for (const artifact of (await readdir(artifacts)).filter(entry => pattern.test(entry)))
    await cp(path.join(artifacts, artifact), path.join(cwd, options.path ?? '', artifact), {
      recursive: true
    })
  return { code: 0, stdout: 'stand-in: downloaded', outputs: {} }
}
