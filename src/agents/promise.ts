/** The lines of a prompt as an agent could repeat them: trimmed, the empty ones left out. */
export function promptLines(prompt: string): string[] {
  return prompt
    .split('\n')
    .map(line => line.trim())
    .filter(line => line !== '')
}

/**
 * Whether the agent said the plan-mode promise (SPEC §7): `<promise>{promise}</promise>` on a line of its
 * own words. A line that contains a line of the prompt holding the tag (quoted behind `> `, indented,
 * prefixed by other text) repeats the prompt and is not the agent's. The tag alone on a line is always
 * the agent's: when the prompt has it alone too, nothing else tells a claim from a copy, and the agent
 * must be able to say it.
 */
export function saidPromise(words: string, prompt: string, promise: string): boolean {
  return lastOwnTags(words, prompt, [`<promise>${promise}</promise>`]).length > 0
}

/** A reviewer's verdict (SPEC §7). */
export type Verdict = 'approve' | 'reject'

const VERDICT_TAGS: Record<string, Verdict> = {
  '<verdict>approve</verdict>': 'approve',
  '<verdict>reject</verdict>': 'reject'
}

/**
 * The verdict a preset reviewer gave (SPEC §7): the last `<verdict>approve</verdict>` or
 * `<verdict>reject</verdict>` in its own words, by the rule of the promise (a line that repeats the
 * review prompt's instruction is not a verdict); undefined when it gave none. A line with both is a
 * rejection: a reviewer that cannot decide has not approved.
 */
export function verdictOf(words: string, prompt: string): Verdict | undefined {
  const found = lastOwnTags(words, prompt, Object.keys(VERDICT_TAGS)).map(tag => VERDICT_TAGS[tag])
  return found.includes('reject') ? 'reject' : found[0]
}

/**
 * Which of `tags` the last line of the agent's own words that holds any of them holds (the rule of
 * `saidPromise`: a line that repeats a line of the prompt holding a tag is a quote); [] when none.
 */
function lastOwnTags(words: string, prompt: string, tags: readonly string[]): string[] {
  const present = tags.filter(tag => words.includes(tag))
  if (present.length === 0) return []
  const quoted = promptLines(prompt).filter(line => present.some(tag => line.includes(tag)))
  let last: string[] = []
  for (const line of words.split('\n')) {
    if (quoted.some(q => line.includes(q)) && !present.includes(line.trim())) continue
    const found = present.filter(tag => line.includes(tag))
    if (found.length > 0) last = found
  }
  return last
}

const [OPEN, CLOSE] = ['<question>', '</question>']

/**
 * The question the agent ends its own words with (SPEC §7): `<question>…</question>` at the very end
 * of its final message (a command agent's: the last 2 KB of output without the prompt's lines), with
 * something inside. Undefined when there is none, or when the line that opens the tag repeats a line
 * of the prompt that holds it (the prompt explains the tag: a quote of it is not a question).
 */
export function askedQuestion(words: string, prompt: string): string | undefined {
  const own = words.trimEnd()
  if (!own.endsWith(CLOSE)) return undefined
  const start = own.lastIndexOf(OPEN)
  const text = start < 0 ? '' : own.slice(start + OPEN.length, -CLOSE.length).trim()
  // The prompt's own placeholder is no question, wherever the agent copied it from.
  if (!text || /^(…|\.\.\.)$/.test(text)) return undefined
  const opening = own.slice(own.lastIndexOf('\n', start) + 1).split('\n')[0]
  const quoted = promptLines(prompt).filter(line => line.includes(OPEN))
  if (quoted.some(line => opening.includes(line))) return undefined
  return text
}
