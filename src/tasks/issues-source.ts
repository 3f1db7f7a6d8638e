import type { Stop } from '../domain/outcomes.js'
import type { Task } from '../domain/task.js'
import type { Issue, Issues } from '../ports/issues.js'
import type { Log } from '../ports/log.js'
import type { Before, TaskSource } from '../ports/task-source.js'
import type { Workspace } from '../ports/workspace.js'
import { ABILITIES } from './abilities.js'
import { issuesPlanText, itemOf, mergeIssues } from './issues-plan.js'
import { parseJsonTasks } from './json.js'
import { MAX_TASK_FILE_BYTES } from './task-file.js'
import { TaskFileError } from './task-file-error.js'

/** A task source over GitHub issues, with the issues as read at the start for the loop's write-back. */
export interface IssuesTaskSource extends TaskSource {
  /** The labelled open issues as this run read them (empty before `open`). */
  issues(): readonly Issue[]
}

/**
 * `task-source: github-issues` (SPEC §3): at the start the loop reads the labelled open issues and
 * merges them into `state-dir/issues.json`, a json plan that `file` (a json source over that path)
 * reads from then on, as it reads any plan the agent edits. The agent never talks to GitHub.
 */
export function issuesTaskSource(input: {
  api: Issues
  label: string
  path: string
  file: TaskSource
  workspace: Workspace
  log: Log
  hash: (text: string) => string
}): IssuesTaskSource {
  const { api, label, path, file, workspace, log } = input
  let read: Issue[] = []
  let written = ''
  let first = true

  /** Merges the read into the plan on disk; false when no labelled issue is open (nothing to read). */
  const merge = async (): Promise<boolean> => {
    const merged = mergeIssues(await previous(), read)
    for (const id of merged.joined) log.info(`Issue ${id} joins the tasks (labelled '${label}').`)
    for (const id of merged.left)
      log.info(`Issue ${id} leaves the tasks: closed, or no longer labelled '${label}'.`)
    written = issuesPlanText(merged.items)
    await workspace.writeText(path, written)
    return merged.items.length > 0
  }

  const readPlan = () => workspace.readText(path, { maxBytes: MAX_TASK_FILE_BYTES, within: true })

  /** The last run's plan; a broken one loses its done marks (the `ralph:done` labels still tell). */
  const previous = async (): Promise<Task[]> => {
    if (!(await workspace.exists(path))) return []
    try {
      return parseJsonTasks(await readPlan(), path)
    } catch (error) {
      if (error instanceof TaskFileError && /no tasks/.test(error.message)) return []
      log.warning(
        `${error instanceof Error ? error.message : String(error)}; it is written again from the issues.`
      )
      return []
    }
  }

  return {
    ...file,
    can: ABILITIES['github-issues'],
    merge: undefined,
    issues: () => read,
    async fingerprint(): Promise<string> {
      // The tasks, not the file's text: the merge at the next start rewrites the file in its own form
      // (and drops fields an agent added), which must not pass for a changed issue at a stuck stop.
      try {
        return input.hash(issuesPlanText(parseJsonTasks(await readPlan(), path).map(itemOf)))
      } catch {
        return file.fingerprint()
      }
    },
    async open(): Promise<Stop | undefined> {
      const listed = await api.list(label)
      if (!listed.ok) return { reason: 'error', message: listed.error }
      read = listed.issues
      if (!(await merge())) {
        log.info(`No open issue is labelled '${label}': there is nothing to do.`)
        return undefined
      }
      return file.open()
    },
    async before(): Promise<Before> {
      // The checkpoint's restore may have put the last run's plan back over the one written at the
      // start (the cache is restored after the source is read): merge this run's read in again, once.
      if (first) {
        first = false
        const now = (await workspace.exists(path)) ? await readPlan() : ''
        if (read.length > 0 && now !== written) {
          await merge()
          const stop = await file.open()
          if (stop) return { kind: 'stop', stop }
          // Last night's marks may leave nothing to do: the completion path, not an agent without a task.
          if (file.finished() === 'done') return { kind: 'complete' }
        }
      }
      return file.before()
    }
  }
}
