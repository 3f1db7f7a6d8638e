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
  const tag = `<promise>${promise}</promise>`
  if (!words.includes(tag)) return false
  const quoted = promptLines(prompt).filter(line => line.includes(tag))
  return words
    .split('\n')
    .some(line => line.includes(tag) && (line.trim() === tag || !quoted.some(q => line.includes(q))))
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
