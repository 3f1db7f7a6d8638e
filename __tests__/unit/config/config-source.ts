import type { ConfigSource } from '../../../src/config/read-config.js'

/** The workspace every test source uses. */
export const WORKSPACE = '/home/dev/project'

/** A ConfigSource over plain objects: inputs by name, an environment and files by absolute path. */
export function sourceOf(
  inputs: Record<string, string> = {},
  env: Record<string, string | undefined> = {},
  files: Record<string, string> = {}
): ConfigSource {
  return {
    getInput: name => inputs[name] ?? '',
    env,
    readFile: path => {
      const text = files[path]
      if (text === undefined)
        throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' })
      return text
    },
    realPath: absolute => absolute,
    cwd: WORKSPACE
  }
}

/** The environment of a job in GitHub Actions. */
export const ACTIONS_ENV: Record<string, string> = {
  GITHUB_ACTIONS: 'true',
  GITHUB_WORKSPACE: '/home/runner/work/app/app',
  GITHUB_WORKFLOW: 'Nightly',
  GITHUB_JOB: 'build',
  GITHUB_REF_NAME: 'main',
  GITHUB_REF: 'refs/heads/main',
  GITHUB_RUN_ID: '123456',
  GITHUB_RUN_ATTEMPT: '2'
}
