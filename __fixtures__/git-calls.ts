import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * `fn` wrapped so that each call runs it with a `git` on PATH that records its subcommand (`status`,
 * `ls-files`, `rev-parse`, `config`; a status with its `--untracked-files` mode) and runs the real one:
 * a test sees which git commands a fingerprint ran. Files go beside `root`.
 */
export function recordGit<T>(
  root: string,
  fn: () => Promise<T>
): () => Promise<{ commands: string[]; state: T }> {
  const log = `${root}.gitlog`
  const bin = `${root}.bin`
  mkdirSync(bin, { recursive: true })
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()
  writeFileSync(
    path.join(bin, 'git'),
    `#!/bin/sh\nfor a in "$@"; do case "$a" in status|ls-files|rev-parse|config) sub="\${sub:-$a}";; --untracked-files=*) mode=" $a";; esac; done\n` +
      `[ -n "$sub" ] && echo "$sub\${mode}" >> "${log}"\nexec "${realGit}" "$@"\n`,
    { mode: 0o755 }
  )
  return async () => {
    rmSync(log, { force: true })
    const saved = process.env.PATH
    process.env.PATH = `${bin}${path.delimiter}${saved ?? ''}`
    try {
      const state = await fn()
      let commands: string[] = []
      try {
        commands = readFileSync(log, 'utf8').trim().split('\n')
      } catch {
        // No git ran.
      }
      return { commands, state }
    } finally {
      process.env.PATH = saved
    }
  }
}

/** Runs git in `dir` synchronously, output ignored, as a test's random operations need (throws on failure). */
export function gitSync(dir: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: dir, stdio: 'ignore' })
}
