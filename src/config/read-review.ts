import { CATALOGUE, namesOf, PRESET_NAMES } from '../agents/presets/catalogue.js'
import type { Config, TaskSourceKind } from './config.js'
import { ConfigError } from './config-error.js'
import { Inputs } from './names.js'
import { orDefault, parseChoice, type InputReader } from './parse-values.js'

// A preset reviewer runs with its entry's read-only `reviewArgs` (agents/presets/, SPEC §7).
const REVIEWERS = ['none' as const, ...PRESET_NAMES, 'command' as const]

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
        `Set it, or choose a preset reviewer: review: ${namesOf(CATALOGUE)}.`
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
