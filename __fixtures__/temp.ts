import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const exec = promisify(execFile)
const created = new Set<string>()

/** Creates a fresh folder under the OS temp dir and returns its path; `cleanup()` removes it. */
export async function makeTempDir(prefix = 'ralph-test-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix))
  created.add(dir)
  return dir
}

/** Removes every folder `makeTempDir` made in this test file; call it from `afterAll`. */
export async function cleanup(): Promise<void> {
  await Promise.all([...created].map(dir => rm(dir, { recursive: true, force: true })))
  created.clear()
}

/**
 * Runs git in `dir` with settings that keep tests independent of the developer's own config. No
 * automatic gc: a commit of thousands of files can start a detached `git gc --auto` (git estimates the
 * loose objects from one folder of them), which writes into `.git` while `cleanup()` removes it
 * (ENOTEMPTY, seen on a loaded machine).
 */
export async function git(dir: string, ...args: string[]): Promise<string> {
  const settings = ['-c', 'commit.gpgsign=false', '-c', 'gc.auto=0', '-c', 'maintenance.auto=false']
  const { stdout } = await exec('git', [...settings, ...args], {
    cwd: dir
  })
  return stdout
}

/**
 * Turns `dir` into a git repository (branch `main`, a local user) and commits whatever files the
 * caller already wrote there as the initial commit (an empty commit when there are none).
 */
export async function makeGitRepo(dir: string): Promise<string> {
  await git(dir, '-c', 'init.defaultBranch=main', 'init', '-q')
  await git(dir, 'config', 'user.name', 'Ralph Test')
  await git(dir, 'config', 'user.email', 'ralph-test@example.com')
  await git(dir, 'add', '-A')
  await git(dir, 'commit', '-q', '--allow-empty', '-m', 'initial')
  return dir
}

/** A bare origin cloned from the repository `seed`, and a clone of that origin to work in. */
export async function originAndClone(
  seed: string,
  prefix = 'ralph-'
): Promise<{ remote: string; work: string }> {
  const remote = await makeTempDir(`${prefix}remote-`)
  await git(remote, 'clone', '-q', '--bare', seed, '.')
  const work = await makeTempDir(`${prefix}work-`)
  await git(work, 'clone', '-q', remote, '.')
  return { remote, work }
}

/** A bare origin seeded with `files` (committed on main) and a clone of it to work in. */
export async function originWith(
  files: Record<string, string>,
  prefix = 'ralph-'
): Promise<{ remote: string; work: string }> {
  const seed = await makeTempDir(`${prefix}seed-`)
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(seed, name), text)
  await makeGitRepo(seed)
  return originAndClone(seed, prefix)
}

/** The commit subjects of `ref` in the repository `dir`, newest first. */
export async function subjectsOf(dir: string, ref: string): Promise<string[]> {
  return (await git(dir, 'log', '--format=%s', ref)).trim().split('\n')
}
