import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdir, writeFile } from 'node:fs/promises'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { gitPrefix, headSha, runGit } from '../../../src/system/git/run-git.js'
import { gitWork } from '../../../src/system/git/git-work.js'
import { cleanup, git, makeGitRepo, makeTempDir } from '../../../__fixtures__/temp.js'

afterAll(cleanup)

describe('runGit', () => {
  it('returns code, stdout and stderr', async () => {
    const dir = await makeTempDir()
    const ok = await runGit(dir, ['--version'])
    expect(ok.code).toBe(0)
    expect(ok.stdout).toMatch(/^git version/)
    const bad = await runGit(dir, ['no-such-command'])
    expect(bad.code).toBeGreaterThan(0)
    expect(bad.stderr).toMatch(/not a git command/)
  })

  it('reports a missing git binary as code -1', async () => {
    const dir = await makeTempDir()
    const result = await runGit(dir, ['--version'], { env: { PATH: path.join(dir, 'empty') } })
    expect(result.code).toBe(-1)
    expect(result.stderr).toMatch(/ENOENT/)
  })

  it('kills git after the timeout', async () => {
    const dir = await makeTempDir()
    // An alias starting with ! runs through the shell; this one outlives the timeout.
    const result = await runGit(dir, ['-c', 'alias.hang=!sleep 30', 'hang'], { timeoutMs: 200 })
    expect(result.code).toBe(-1)
    expect(result.stderr).toMatch(/timed out after 200 ms/)
  })

  it('runs git with GIT_OPTIONAL_LOCKS=0 and extra variables', async () => {
    const dir = await makeTempDir()
    // An alias starting with ! runs through the shell with git's own environment.
    const env = await runGit(dir, ['-c', 'alias.env=!env', 'env'], { env: { RALPH_PROBE: 'yes' } })
    expect(env.stdout).toMatch(/^GIT_OPTIONAL_LOCKS=0$/m)
    expect(env.stdout).toMatch(/^RALPH_PROBE=yes$/m)
  })
  it("keeps the runner's control channel from git (and the hooks it runs) by default", async () => {
    const dir = await makeTempDir()
    const saved = process.env.GITHUB_OUTPUT
    process.env.GITHUB_OUTPUT = '/tmp/runner-output-file'
    try {
      const env = await runGit(dir, ['-c', 'alias.env=!env', 'env'])
      expect(env.code).toBe(0)
      expect(env.stdout).toContain('GIT_OPTIONAL_LOCKS=0')
      expect(env.stdout).not.toContain('GITHUB_OUTPUT')
    } finally {
      if (saved === undefined) delete process.env.GITHUB_OUTPUT
      else process.env.GITHUB_OUTPUT = saved
    }
  })
})

describe('work tree helpers', () => {
  it('tell a work tree, its prefix and HEAD', async () => {
    const dir = await makeTempDir()
    expect(await gitPrefix(dir)).toBeUndefined()
    await writeFile(path.join(dir, 'a.txt'), 'a')
    await mkdir(path.join(dir, 'sub/deeper'), { recursive: true })
    await makeGitRepo(dir)
    expect(await gitPrefix(dir)).toBe('')
    expect(await gitPrefix(path.join(dir, 'sub/deeper'))).toBe('sub/deeper/')
    expect(await headSha(dir)).toBe((await git(dir, 'rev-parse', 'HEAD')).trim())
  })

  it('gives no HEAD on an unborn branch', async () => {
    const dir = await makeTempDir()
    await git(dir, 'init', '-q')
    expect(await gitPrefix(dir)).toBe('')
    expect(await headSha(dir)).toBeUndefined()
  })
})

describe('gitWork.changed', () => {
  it('lists modified, deleted, untracked and renamed paths from the top, names with spaces whole', async () => {
    const dir = await makeTempDir()
    await mkdir(path.join(dir, 'sub'))
    await writeFile(path.join(dir, 'a.txt'), 'a')
    await writeFile(path.join(dir, 'old.txt'), 'old')
    await writeFile(path.join(dir, 'gone.txt'), 'gone')
    await makeGitRepo(dir)
    await writeFile(path.join(dir, 'a.txt'), 'edited')
    await git(dir, 'rm', '-q', 'gone.txt')
    await git(dir, 'mv', 'old.txt', 'new.txt')
    await writeFile(path.join(dir, 'sub/with space.txt'), 'new')
    expect((await gitWork(path.join(dir, 'sub')).changed()).sort()).toEqual([
      'a.txt',
      'gone.txt',
      'new.txt',
      'old.txt',
      'sub/with space.txt'
    ])
    expect(await gitWork(await makeTempDir()).changed()).toEqual([])
  })
})

describe('gitWork.contains', () => {
  it('is true for HEAD and its ancestors, fetching the history a shallow clone lacks, and false otherwise', async () => {
    const seed = await makeGitRepo(await makeTempDir())
    const first = (await git(seed, 'rev-parse', 'HEAD')).trim()
    await git(seed, 'commit', '-q', '--allow-empty', '-m', 'second')
    await git(seed, 'checkout', '-q', '--orphan', 'other')
    await git(seed, 'commit', '-q', '--allow-empty', '-m', 'unrelated')
    const unrelated = (await git(seed, 'rev-parse', 'HEAD')).trim()
    await git(seed, 'checkout', '-q', 'main')
    const work = await makeTempDir()
    await git(work, 'clone', '-q', '--depth', '1', '--no-single-branch', `file://${seed}`, '.')
    const head = (await git(work, 'rev-parse', 'HEAD')).trim()
    expect(await gitWork(work).contains(head)).toBe(true)
    expect(await gitWork(work).contains(first)).toBe(true)
    expect(await git(work, 'rev-parse', '--is-shallow-repository')).toBe('false\n')
    expect(await gitWork(work).contains(unrelated)).toBe(false)
  })
})

describe('gitWork.commit with excludeGlobs (protected-paths)', () => {
  it('leaves out what the globs match: sets, either-or, names with spaces and names that are not UTF-8', async () => {
    const dir = await makeTempDir('ralph-commit-globs-')
    await writeFile(path.join(dir, 'README.md'), 'project\n')
    await makeGitRepo(dir)
    for (const folder of ['.github/workflows', 'docs/[ab]', 'docs/a', 'docs/c', 'notes', 'my docs'])
      await mkdir(path.join(dir, folder), { recursive: true })
    writeFileSync(Buffer.from(`${dir}/.github/workflows/\xff.yml`, 'latin1'), 'on: push\n')
    const files = {
      '.github/workflows/ci.yml': false,
      'docs/[ab]/x.md': false,
      'docs/a/x.md': false,
      'docs/c/x.md': true,
      'notes/n.md': false,
      'notes/n.txt': false,
      'notes/n.json': true,
      'my docs/read me.md': false,
      'work.txt': true
    }
    for (const file of Object.keys(files)) await writeFile(path.join(dir, file), `${file}\n`)
    const made = await gitWork(dir).commit({
      message: 'work',
      author: { name: 'Ralph', email: 'ralph@example.com' },
      noVerify: true,
      exclude: [],
      excludeGlobs: ['.github/workflows/**', '/docs/[ab]/', 'notes/*.{md,txt}', 'my docs/*']
    })
    expect(made).toMatchObject({ sha: expect.any(String) })
    const committed = await git(dir, 'show', '--format=', '--name-only', '-z', 'HEAD')
    const kept = Object.entries(files).filter(([, commits]) => commits)
    expect(committed.split('\0').filter(Boolean).sort()).toEqual(kept.map(([file]) => file).sort())
    // Left in the working tree, untracked.
    expect(await git(dir, 'status', '--porcelain', '-uall')).toContain('.github/workflows/ci.yml')
  })

  it('matches the globs from the workspace when it is a folder inside the repository', async () => {
    const dir = await makeTempDir('ralph-commit-globs-sub-')
    await writeFile(path.join(dir, 'README.md'), 'project\n')
    await makeGitRepo(dir)
    const work = path.join(dir, 'app')
    await mkdir(path.join(work, 'tests'), { recursive: true })
    await mkdir(path.join(dir, 'tests'), { recursive: true })
    await writeFile(path.join(work, 'tests/a.test.ts'), 'protected\n')
    await writeFile(path.join(dir, 'tests/b.test.ts'), 'outside the workspace\n')
    await writeFile(path.join(work, 'main.ts'), 'work\n')
    await gitWork(work).commit({
      message: 'work',
      author: { name: 'Ralph', email: 'ralph@example.com' },
      noVerify: true,
      exclude: [],
      excludeGlobs: ['tests/**']
    })
    const committed = await git(dir, 'show', '--format=', '--name-only', 'HEAD')
    // `git add -A .` in the workspace takes nothing outside it.
    expect(committed.trim().split('\n').sort()).toEqual(['app/main.ts'])
  })
})

describe('gitWork.commit with a state dir the repository ignores', () => {
  it("commits the work when the user's .gitignore lists the state dir (git add refused an ignored exclude)", async () => {
    const dir = await makeTempDir()
    await writeFile(path.join(dir, '.gitignore'), '.ralph/\n')
    await makeGitRepo(dir)
    await mkdir(path.join(dir, '.ralph'))
    await writeFile(path.join(dir, '.ralph', 'checkpoint.json'), '{}\n')
    await writeFile(path.join(dir, 'work.txt'), 'work\n')
    const made = await gitWork(dir).commit({
      message: 'ralph: t1 progress (iteration 1)',
      author: { name: 'Ralph Test', email: 'ralph-test@example.com' },
      noVerify: false,
      exclude: ['.ralph', '.ralph/prompt.md']
    })
    expect(made).toMatchObject({ sha: expect.any(String) })
    const committed = await git(dir, 'show', '--format=', '--name-only', 'HEAD')
    expect(committed.trim().split('\n')).toEqual(['work.txt'])
  })
})

describe('gitWork.changed and excludeTop: changes made before the loop', () => {
  it('keeps a pre-existing file whose name is not UTF-8 out of the commit, and shows it as git quotes it', async () => {
    const dir = await makeTempDir('ralph-commit-before-')
    await writeFile(path.join(dir, 'README.md'), 'project\n')
    await makeGitRepo(dir)
    writeFileSync(Buffer.from(`${dir}/\xff"a.txt`, 'latin1'), "the user's\n")
    await writeFile(path.join(dir, 'café.txt'), "the user's too\n")
    const work = gitWork(dir)
    const before = await work.changed()
    expect(before.sort()).toEqual(['"\\377\\"a.txt"', 'café.txt'])
    await writeFile(path.join(dir, 'work.txt'), 'work\n')
    const made = await work.commit({
      message: 'work',
      author: { name: 'Ralph', email: 'ralph@example.com' },
      noVerify: true,
      exclude: [],
      excludeTop: before
    })
    expect(made).toMatchObject({ sha: expect.any(String) })
    const committed = await git(dir, 'show', '--format=', '--name-only', 'HEAD')
    expect(committed.trim().split('\n')).toEqual(['work.txt'])
  })
})

describe('gitWork.lacks: whether origin lacks a commit (SPEC §10)', () => {
  it('asks origin: missing branch, the same commit, a newer one, an older one, no origin at all', async () => {
    const seed = await makeTempDir('ralph-lacks-seed-')
    await writeFile(path.join(seed, 'a.txt'), 'a\n')
    await makeGitRepo(seed)
    const remote = await makeTempDir('ralph-lacks-remote-')
    await git(remote, 'clone', '-q', '--bare', seed, '.')
    const work = await makeTempDir('ralph-lacks-work-')
    await git(work, 'clone', '-q', remote, '.')
    const commit = async (dir: string, name: string) => {
      await writeFile(path.join(dir, name), `${name}\n`)
      await git(dir, 'add', name)
      await git(dir, '-c', 'user.name=t', '-c', 'user.email=t@x', 'commit', '-qm', name)
      return (await git(dir, 'rev-parse', 'HEAD')).trim()
    }
    const repo = gitWork(work)
    const base = (await git(work, 'rev-parse', 'HEAD')).trim()
    expect(await repo.lacks('ralph/x', base)).toBe(true)
    await git(work, 'push', '-q', 'origin', 'HEAD:refs/heads/ralph/x')
    expect(await repo.lacks('ralph/x', base)).toBe(false)
    const local = await commit(work, 'b.txt')
    expect(await repo.lacks('ralph/x', local)).toBe(true)
    // Another clone moves origin past it: a tip this clone never fetched still contains the commit.
    await git(work, 'push', '-q', 'origin', 'HEAD:refs/heads/ralph/x')
    const other = await makeTempDir('ralph-lacks-other-')
    await git(other, 'clone', '-q', '-b', 'ralph/x', remote, '.')
    await commit(other, 'c.txt')
    await git(other, 'push', '-q', 'origin', 'HEAD:refs/heads/ralph/x')
    expect(await repo.lacks('ralph/x', local)).toBe(false)
    await git(work, 'remote', 'set-url', 'origin', path.join(remote, 'missing'))
    expect(await repo.lacks('ralph/x', local)).toBe(true)
  })
})

describe('gitWork.subjectsSince', () => {
  it("lists the subjects after a commit, newest first, all of HEAD's with null, none for an unknown one", async () => {
    const dir = await makeGitRepo(await makeTempDir())
    const base = (await git(dir, 'rev-parse', 'HEAD')).trim()
    await git(dir, 'commit', '-q', '--allow-empty', '-m', 'ralph: t1 progress (iteration 1)')
    await git(dir, 'commit', '-q', '--allow-empty', '-m', 'ralph: t2 progress (iteration 2)\n\nbody')
    const work = gitWork(dir)
    expect(await work.subjectsSince(base)).toEqual([
      'ralph: t2 progress (iteration 2)',
      'ralph: t1 progress (iteration 1)'
    ])
    expect(await work.subjectsSince(null)).toHaveLength(3)
    expect(await work.subjectsSince('f'.repeat(40))).toEqual([])
  })
})
