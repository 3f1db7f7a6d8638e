import type { InputDoc } from './input-doc.js'
import { BOT_AUTHOR } from './names.js'

/**
 * The inputs of `INPUT_DOCS` (descriptions.ts) from `checkpoint` to `base`, in the order of names.ts:
 * the checkpoint and resume, hooks, the step's verdict, shards, and the commits, pushes and pull request.
 */
export const KEEP_INPUT_DOCS = {
  checkpoint: {
    group: 'keep',
    description: 'Where the checkpoint is kept between runs: cache, file (state-dir only) or none.',
    default: 'cache in Actions, else file',
    computed: true
  },
  'checkpoint-key': {
    group: 'keep',
    description:
      'Cache key prefix of the checkpoint ({workflow}, {job} and {ref} are filled in); runs with one key share a loop.',
    default: 'ralph-{workflow}-{job}-{ref}'
  },
  resume: {
    group: 'keep',
    description: 'auto: continue a saved checkpoint when that makes sense; never: always start over.',
    default: 'auto'
  },
  'force-restart': {
    group: 'keep',
    description: 'Ignore any checkpoint, valid or not, and start a new loop.',
    default: 'false'
  },
  'state-dir': {
    group: 'keep',
    description: 'Folder for the checkpoint, iteration summaries and report, relative to the workspace.',
    default: '.ralph'
  },
  hooks: {
    group: 'keep',
    description: 'Lines of "event: command" run on loop events, such as onComplete: ./notify.sh.',
    default: ''
  },
  'fail-on': {
    group: 'stop',
    description:
      'Comma list of statuses that fail the step (completed, stuck, aborted, interrupted, halted), or none.',
    default: 'stuck,aborted,interrupted'
  },
  shard: {
    group: 'keep',
    description: 'i/n: run only the tasks of shard i of n (a job per shard).',
    default: ''
  },
  commit: {
    group: 'keep',
    description: "When to commit the agent's work: none, task (a task got done) or iteration.",
    default: 'task in Actions, else none',
    computed: true
  },
  'commit-message': {
    group: 'keep',
    description: 'Commit message template with {task_id}, {outcome} and {n}.',
    default: 'ralph: {task_id} {outcome} (iteration {n})'
  },
  'commit-author': {
    group: 'keep',
    description: 'Author of the commits, as "Name <email>".',
    default: `${BOT_AUTHOR} in Actions, else the repository’s git identity (or that bot)`,
    computed: true
  },
  'commit-no-verify': {
    group: 'keep',
    description: "Has no effect: the loop's own git never runs the repository's git hooks.",
    default: 'false'
  },
  push: {
    group: 'keep',
    description:
      'Push the commits to branch (in Actions, with an origin remote, whenever commit is not none).',
    default: 'true in Actions unless commit is none, else false',
    computed: true
  },
  'push-every': {
    group: 'keep',
    description: 'When to push: end (once, at the end of the run) or commit.',
    default: 'end'
  },
  branch: {
    group: 'keep',
    description:
      'The work branch: fetched from origin and checked out (or created) at the start, and pushed to.',
    default: 'ralph/{workflow} (plus -shard{i}of{n}) in Actions, else the current branch',
    computed: true
  },
  'pull-request': {
    group: 'keep',
    first: true,
    description: 'Open, then keep up to date, one pull request from branch into base: none, draft or ready.',
    default: 'none'
  },
  'github-token': {
    group: 'keep',
    description: 'Token for the pull request (needs pull-requests: write).',
    default: '${{ github.token }}'
  },
  base: {
    group: 'keep',
    description: 'Base branch of the pull request.',
    default: 'the branch checked out before the switch',
    computed: true
  }
} as const satisfies Record<string, InputDoc>
