import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ProcessResult, ProcessRunner } from '../ports/process.js'

/**
 * A runner that gives each run asking for `freshHome` a new empty folder of its own (mode 0700, in
 * the loop's temp folder) as `HOME` and `XDG_CONFIG_HOME`, removed after the run (SPEC §7): what judges
 * the agent never reads a config the agent wrote in its home (`~/.npmrc`'s `script-shell`,
 * `~/.config/…`). Other variables the workflow set (`NPM_CONFIG_USERCONFIG`, `CARGO_HOME`) pass as
 * they are: they are the workflow's, not the agent's.
 */
export function freshHomes(runner: ProcessRunner): ProcessRunner {
  return {
    async run(spec) {
      if (!spec.freshHome) return runner.run(spec)
      let home: string
      try {
        home = await mkdtemp(path.join(tmpdir(), 'ralph-home-'))
      } catch (error) {
        const failed = error as NodeJS.ErrnoException
        return unstarted(`could not make a fresh home folder for it: ${failed.message}`, failed.code)
      }
      try {
        const env = { ...spec.env, HOME: home, XDG_CONFIG_HOME: path.join(home, '.config') }
        return await runner.run({ ...spec, env })
      } finally {
        await rm(home, { recursive: true, force: true }).catch(() => undefined)
      }
    }
  }
}

/** A run that never started (its home or its sandbox could not be made): judged as a spawn failure. */
export function unstarted(message: string, code = 'EUNKNOWN'): ProcessResult {
  return {
    exitCode: null,
    signal: null,
    durationMs: 0,
    timedOut: false,
    interrupted: false,
    tail: '',
    outputBytes: 0,
    spawnError: message,
    spawnErrorCode: code
  }
}
