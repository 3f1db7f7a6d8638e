import { readdirSync, readFileSync } from 'node:fs'
import { chmod, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AGENTS } from './loop-harness.js'
import { isGone } from './process/pids.js'
import { makeTempDir } from './temp.js'

/** The places a hostile agent tries, outside the workspace; their paths are written into its script. */
export interface Targets {
  /** A folder outside the workspace it tries to write `pwned` into. */
  outside: string
  /** The loop's HOME, with credential files in it. */
  home: string
  /** The file the test writes the loop's pid into once it started. */
  pidFile: string
  /** RUNNER_TEMP, with `runner.txt` in it. */
  runnerTemp: string
  /** The step's GITHUB_OUTPUT, GITHUB_STATE, GITHUB_STEP_SUMMARY. */
  files: { output: string; state: string; summary: string }
  /** A loopback port off the allowlist, and one on it. */
  refusedPort: number
  allowedPort: number
  /** A word in the command line of the processes it leaves behind, to find them. */
  mark: string
}

/** What the credential files in the loop's HOME hold: none of it may show inside. */
export const CREDENTIAL = 'credential-0123456789-secret'
export const CREDENTIAL_FILES = ['.ssh/id_rsa', '.aws/credentials', '.npmrc', '.config/gh/hosts.yml']

/** A HOME with the credential files a runner's user may have. */
export async function homeWithCredentials(): Promise<string> {
  const home = await makeTempDir('ralph-home-')
  for (const file of CREDENTIAL_FILES) {
    await mkdir(path.dirname(path.join(home, file)), { recursive: true })
    await writeFile(path.join(home, file), `${CREDENTIAL} ${file}\n`)
  }
  return home
}

/**
 * A hostile `command` agent (a script outside the workspace): in iteration 1 it tries every way out
 * of the sandbox (SPEC §4a) and writes what it saw into `seen/` in the workspace; in iteration 2 it
 * keeps its prompt there. Each iteration does its task, so the run completes.
 */
export async function hostileAgent(targets: Targets): Promise<string> {
  const dir = await makeTempDir('ralph-hostile-')
  const { files } = targets
  const leave = `bash -c 'sleep 300; : ${targets.mark}'`
  const script = [
    '#!/bin/bash',
    'mkdir -p seen',
    'if [ "$RALPH_ITERATION" = 1 ]; then',
    `  echo pwned > ${targets.outside}/pwned`,
    `  for f in ${CREDENTIAL_FILES.join(' ')}; do cat ${targets.home}/$f; done > seen/home 2>&1`,
    `  cat /proc/$(cat ${targets.pidFile})/environ > seen/environ 2>&1`,
    "  ls /proc | grep -E '^[0-9]+$' > seen/proc",
    `  cat ${targets.runnerTemp}/runner.txt > seen/runner-temp 2>&1`,
    `  ls ${path.dirname(files.output)} > seen/step-dir 2>&1`,
    `  echo pwned=1 >> ${files.output}; echo pwned=1 >> ${files.state}; echo pwned >> ${files.summary}`,
    `  echo pwned > ${path.dirname(files.output)}/pwned`,
    '  printf %s "$ANTHROPIC_API_KEY" > seen/anthropic-key',
    '  printf %s "${NPM_TOKEN-absent}" > seen/npm-token',
    '  echo "[core] pwned = 1" >> .git/config',
    "  printf '#!/bin/sh\\necho pwned\\n' > .git/hooks/post-commit",
    '  echo pwned > .ralph/pwned',
    `  curl -s -m 20 http://127.0.0.1:${targets.refusedPort}/refused > seen/refused 2>&1; echo " exit $?" >> seen/refused`,
    `  curl -s -m 20 http://127.0.0.1:${targets.allowedPort}/allowed > seen/allowed 2>&1`,
    `  setsid ${leave} >/dev/null 2>&1 < /dev/null &`,
    `  nohup ${leave} >/dev/null 2>&1 < /dev/null &`,
    'fi',
    'if [ "$RALPH_ITERATION" = 2 ]; then cp "$RALPH_PROMPT_FILE" seen/prompt-2; fi',
    `node ${AGENTS}/complete-one.mjs plan.json`,
    ''
  ].join('\n')
  const file = path.join(dir, 'hostile.sh')
  await writeFile(file, script)
  await chmod(file, 0o755)
  return file
}

/** What the agent wrote into `seen/<name>` (empty when it wrote nothing). */
export function seenBy(workspace: string, name: string): string {
  try {
    return readFileSync(path.join(workspace, 'seen', name), 'utf8')
  } catch {
    return ''
  }
}

/** The pids of the processes whose command line has `mark` (Linux: read from /proc). */
export function processesWith(mark: string): number[] {
  const pids: number[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8')
      const state = readFileSync(`/proc/${name}/stat`, 'utf8')
      if (cmdline.includes(mark) && state.slice(state.lastIndexOf(')') + 2)[0] !== 'Z')
        pids.push(Number(name))
    } catch {
      // gone meanwhile
    }
  }
  return pids
}

/** Waits (at most `ms`) until no process has `mark` in its command line: a killed tree takes a moment. */
export async function gone(mark: string, ms = 5000): Promise<number[]> {
  const deadline = Date.now() + ms
  while (processesWith(mark).length > 0 && Date.now() < deadline) await new Promise(r => setTimeout(r, 50))
  return processesWith(mark)
}

/** Those of `pids` still running after at most `ms` (a killed process takes a moment to go). */
export async function alive(pids: number[], ms = 5000): Promise<number[]> {
  const deadline = Date.now() + ms
  const running = () => pids.filter(pid => !isGone(pid))
  while (running().length > 0 && Date.now() < deadline) await new Promise(r => setTimeout(r, 50))
  return running()
}

/** The pids of the children of `parent` whose program is `name`. */
export function childrenOf(name: string, parent: number): number[] {
  return readdirSync('/proc').flatMap(entry => {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const program = path.basename(readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')[0])
      return ppid === parent && program === name ? [Number(entry)] : []
    } catch {
      return []
    }
  })
}
