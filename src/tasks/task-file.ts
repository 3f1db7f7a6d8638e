import { parsePlan, type ParsedPlan, type TaskFileKind } from './checkbox-patch.js'
import { inShard } from './shard.js'
import { TaskFileError } from './task-file-error.js'
import type { Task } from '../domain/task.js'
import type { Workspace } from '../ports/workspace.js'

/** A json, yaml or markdown task file, read through the workspace and filtered to this job's shard. */
export interface FileSource {
  readonly path: string
  /** Reads and parses the file; throws TaskFileError naming the file. */
  load(): Promise<Task[]>
  /** A hash of the file's content ('' when it cannot be read), to notice a changed plan. */
  fingerprint(): Promise<string>
}

/** A plan of 10,000 tasks is half a megabyte: anything this big is not a task list. */
export const MAX_TASK_FILE_BYTES = 16 * 1024 * 1024

/** Creates the source for `tasks` of the given kind. */
export function fileSource(
  workspace: Workspace,
  path: string,
  kind: TaskFileKind,
  shard: { index: number; count: number } | undefined,
  hash: (text: string) => string
): FileSource {
  const read = async (): Promise<string> => {
    try {
      // The agent can put anything in the workspace, a link to a secret file included.
      return await workspace.readText(path, { maxBytes: MAX_TASK_FILE_BYTES, within: true })
    } catch (error) {
      throw new TaskFileError(path, unreadable(error))
    }
  }
  // The file is read before and after every iteration and often has not changed (or the fingerprint
  // follows a load of the same text): parsing or hashing a 10,000-task plan again costs milliseconds.
  let last: { text: string; tasks?: Task[]; hash?: string } | undefined
  const seen = (text: string) => (last?.text === text ? last : (last = { text }))
  // The last good parse: an agent that ticks one box of a large checklist changes one task, not all of them.
  let parsed: ParsedPlan | undefined
  return {
    path,
    async load() {
      const entry = seen(await read())
      if (!entry.tasks) {
        parsed = parsePlan(kind, entry.text, path, parsed)
        const tasks = parsed.tasks
        entry.tasks = shard ? tasks.filter(task => inShard(task.id, shard.index, shard.count)) : tasks
      }
      return [...entry.tasks]
    },
    async fingerprint() {
      try {
        const entry = seen(await read())
        return (entry.hash ??= hash(entry.text))
      } catch {
        return ''
      }
    }
  }
}

/** Why a task file could not be read, with what to do about it. */
function unreadable(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException
  switch (code) {
    case 'ENOENT':
      return 'the file does not exist in the workspace (check the tasks input and the checkout)'
    case 'EISDIR':
      return 'it is a directory, not a file'
    case 'ENOTREG':
      return `${message}; the task file must be a plain file`
    case 'EOUTSIDE':
      return `${message}; the loop reads task files inside the workspace only: copy the file in`
    case 'EFBIG':
      return `${message}: a task file may hold at most ${MAX_TASK_FILE_BYTES / 1024 / 1024} MiB; is this the right file? (check the \`tasks\` input)`
    default:
      return `it cannot be read (${code ?? String(error)})`
  }
}
