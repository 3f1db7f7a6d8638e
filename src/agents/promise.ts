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
