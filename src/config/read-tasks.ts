import path from 'node:path'
import type { Config, Mode, TaskCommands, TaskSourceKind } from './config.js'
import { ConfigError } from './config-error.js'
import { Inputs } from './names.js'
import { orDefault, parseChoice, parseWorkspacePath, type InputReader } from './parse-values.js'

const SOURCE_CHOICES = ['auto', 'json', 'yaml', 'markdown', 'command', 'github-issues'] as const

/** The json plan the loop keeps of the labelled issues, in the state dir (SPEC §3). */
export const ISSUES_FILE = 'issues.json'

const SOURCE_BY_EXTENSION: Record<string, TaskSourceKind> = {
  '.json': 'json',
  '.yaml': 'yaml',
  '.yml': 'yaml',
  '.md': 'markdown',
  '.markdown': 'markdown'
}

/**
 * The task source: `tasks`, `task-source` (with `auto` resolved by the file's extension) and the
 * four task-CLI commands. Whether the file exists is left to the loop, which reports a missing
 * file as an aborted start naming it.
 */
export function readTaskSource(
  get: InputReader,
  workspace: string,
  mode: Mode,
  stateDir: string
): Pick<Config, 'tasks' | 'taskSource' | 'taskCommands' | 'githubIssues'> {
  const taskCommands: TaskCommands = {
    peek: orDefault(get, Inputs.TaskPeekCommand),
    status: orDefault(get, Inputs.TaskStatusCommand),
    active: orDefault(get, Inputs.TaskActiveCommand),
    fail: orDefault(get, Inputs.TaskFailCommand)
  }
  const kind = parseChoice(Inputs.TaskSource, orDefault(get, Inputs.TaskSource), SOURCE_CHOICES)
  const rawTasks = get(Inputs.Tasks)
  const label = orDefault(get, Inputs.IssuesLabel)

  if (kind === 'command' || kind === 'github-issues') {
    if (rawTasks !== undefined) {
      const why =
        kind === 'command'
          ? 'a task CLI reads no file'
          : `the loop keeps the issues in ${stateDir}/${ISSUES_FILE}`
      throw new ConfigError(
        Inputs.Tasks,
        rawTasks,
        `no task file with task-source: ${kind}`,
        `Inputs 'tasks' ('${rawTasks}') and 'task-source: ${kind}' exclude each other: ${why}. ` +
          `Expected one of them: remove 'tasks', or set 'task-source' to auto, json, yaml or markdown.`
      )
    }
    if (kind === 'command')
      return { tasks: undefined, taskSource: 'command', taskCommands, githubIssues: undefined }
    // The agent edits the issues as any json plan; the loop alone reads and writes GitHub.
    return { tasks: `${stateDir}/${ISSUES_FILE}`, taskSource: 'json', taskCommands, githubIssues: { label } }
  }

  if (rawTasks === undefined) {
    // Plan mode may run without a source; an explicit json/yaml/markdown source still needs its file.
    if (mode === 'plan' && kind === 'auto')
      return { tasks: undefined, taskSource: undefined, taskCommands, githubIssues: undefined }
    const expected =
      kind === 'auto'
        ? 'the path of a task file in the workspace (or task-source: command for a task CLI, or mode: plan)'
        : `the path of a task file in the workspace, which task-source: ${kind} reads`
    throw new ConfigError(Inputs.Tasks, '', expected, `Input 'tasks' is not set, expected ${expected}.`)
  }

  const tasks = parseWorkspacePath(Inputs.Tasks, rawTasks, workspace)
  return {
    tasks,
    taskSource: kind === 'auto' ? sourceByExtension(tasks) : kind,
    taskCommands,
    githubIssues: undefined
  }
}

function sourceByExtension(tasks: string): TaskSourceKind {
  const source = SOURCE_BY_EXTENSION[path.extname(tasks).toLowerCase()]
  if (source !== undefined) return source
  throw new ConfigError(
    Inputs.TaskSource,
    'auto',
    'json, yaml or markdown',
    `Input 'task-source' is 'auto', but 'tasks' ('${tasks}') does not end in .json, .yaml, .yml, .md or .markdown. ` +
      `Expected 'task-source' set to json, yaml or markdown to say how to read it.`
  )
}
