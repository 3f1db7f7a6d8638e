import type { TaskSourceKind } from '../config/config.js'
import type { Abilities } from '../ports/task-source.js'

/** Every task source the loop knows (SPEC §3): the `task-source` kinds, GitHub issues, and none. */
export type SourceName = TaskSourceKind | 'github-issues' | 'none'

/** A plan file in the workspace that the agent edits: json, markdown (and every other plan format). */
const PLAN_FILE: Abilities = {
  label: 'the task file',
  mergeById: true,
  rereads: true,
  checklist: true,
  path: true,
  tracksTasks: true,
  readsQuietly: true
}

/**
 * What each task source can do, in one place: a new source is a new row (and its module). The loop
 * asks a source's `can`, never its kind.
 */
export const ABILITIES: Readonly<Record<SourceName, Abilities>> = {
  json: PLAN_FILE,
  yaml: PLAN_FILE,
  markdown: PLAN_FILE,
  // The agent claims and marks tasks through the CLI: the loop sees counts, never which task was taken.
  command: {
    label: 'the task CLI',
    mergeById: false,
    rereads: true,
    checklist: false,
    path: false,
    tracksTasks: false,
    // Its start fails the tasks a session left active.
    readsQuietly: false
  },
  // A json plan the loop writes in the state dir from the labelled issues: never committed, never merged.
  // Its start writes the issues into that plan.
  'github-issues': { ...PLAN_FILE, label: 'the GitHub issues', mergeById: false, readsQuietly: false },
  // Plan mode without a source: the agent's promise ends the loop, its report says what remains.
  none: {
    label: '(no task source)',
    mergeById: false,
    rereads: false,
    checklist: false,
    path: false,
    tracksTasks: true,
    readsQuietly: true
  }
}
