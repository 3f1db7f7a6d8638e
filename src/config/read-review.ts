import type { Config, ReviewKind, TaskSourceKind } from './config.js'
import { ConfigError } from './config-error.js'
import { Inputs } from './names.js'
import { orDefault, parseChoice, type InputReader } from './parse-values.js'

const REVIEWERS = ['none', 'claude', 'codex', 'gemini', 'command'] as const

/**
 * The arguments a preset reviewer runs with (SPEC §7): read-only where the CLI allows it, since a
 * reviewer judges the work and must not change it. Claude Code gets only its reading tools; codex
 * its read-only sandbox; gemini its default approval mode, in which a non-interactive run refuses
 * every tool call that needs approval (edits, shell commands). docs/completion.md says so.
 */
export const REVIEW_AGENT_ARGS: Record<Exclude<ReviewKind, 'none' | 'command'>, string[]> = {
  claude: ['--tools', 'Read,Grep,Glob'],
  codex: ['--sandbox', 'read-only'],
  gemini: ['--approval-mode', 'default']
}

/**
 * `review`, `review-command` and `review-prompt` (SPEC §6, §7). `review: command` needs
 * `review-command`; a review command or prompt without a gate to use it is a warning, and so is a
 * gate over a task CLI, which reports counts and no ids to review.
 */
export function readReview(
  get: InputReader,
  taskSource: TaskSourceKind | undefined,
  warnings: string[]
): Pick<Config, 'review' | 'reviewCommand' | 'reviewPrompt'> {
  const review = parseChoice(Inputs.Review, orDefault(get, Inputs.Review), REVIEWERS)
  const reviewCommand = get(Inputs.ReviewCommand)
  const reviewPrompt = get(Inputs.ReviewPrompt)
  if (review === 'command' && reviewCommand === undefined) {
    const expected = 'a shell command that reviews one task, required with review: command'
    throw new ConfigError(
      Inputs.ReviewCommand,
      '',
      expected,
      `Input 'review-command' is not set, expected ${expected} (exit 0 approves; the task's diff is in $RALPH_DIFF_FILE). ` +
        'Set it, or choose a preset reviewer: review: claude, codex or gemini.'
    )
  }
  if (review !== 'command' && reviewCommand !== undefined)
    warnings.push(`Input 'review-command' is ignored with review: ${review}; set review: command to run it.`)
  if (review === 'none' && reviewPrompt !== undefined)
    warnings.push("Input 'review-prompt' is ignored with review: none; set 'review' to use the review gate.")
  if (review !== 'none' && taskSource === 'command')
    warnings.push(
      `Input 'review' (${review}) has no effect with task-source: command: a task CLI reports counts, not the tasks it finished.`
    )
  return { review, reviewCommand: review === 'command' ? reviewCommand : undefined, reviewPrompt }
}
