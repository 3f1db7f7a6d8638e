/**
 * Outside text (task titles, the agent's words) made inert for a pull request's body (SPEC §10): on
 * GitHub it must not notify anyone, close an issue or make a link. A zero-width space (U+200B) goes
 * where GitHub would see the start of the syntax; the text still reads the same.
 */
const ZWSP = '\u200b'

/** `text` that mentions no one, closes nothing and links nowhere when GitHub renders it. */
export function inert(text: string): string {
  return (
    text
      // `@name`, `@org/team`: a mention notifies; one not after a word character (an e-mail address is not one).
      .replace(/(^|[^\w`])@(?=[A-Za-z0-9])/g, `$1@${ZWSP}`)
      // `#1`, `owner/repo#3`, `GH-4`: references that a closing keyword (`Fixes`, `closes`, `resolves`) would close.
      .replace(/#(?=\d)/g, `#${ZWSP}`)
      .replace(/\bGH-(?=\d)/gi, match => `${match.slice(0, 2)}${ZWSP}-`)
      // Bare URLs and autolinks (`https://`, `www.`), which also carry an issue's URL to a keyword.
      .replace(/:\/\//g, `:${ZWSP}//`)
      .replace(/\bwww\./gi, match => `${match.slice(0, 3)}${ZWSP}.`)
      // Markdown links and images: `[text](url)` and `[text][ref]` need the brackets side by side.
      .replace(/\]\s*(?=[([])/g, `]${ZWSP}`)
  )
}
