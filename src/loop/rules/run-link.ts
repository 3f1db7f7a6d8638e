import type { Config } from '../../config/config.js'

/** A link to the workflow run, for the pull request and the issue comments; '' outside Actions. */
export function runLink(run: Config['run']): string {
  return run.repository && run.id !== 'local'
    ? `${run.serverUrl}/${run.repository}/actions/runs/${run.id}`
    : ''
}
