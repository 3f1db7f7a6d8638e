/**
 * Outside text (task titles, the agent's words) made inert for a pull request's body (SPEC §10): on
 * GitHub it must not notify anyone, close an issue or make a link. A zero-width space (U+200B) goes
 * where GitHub would see the start of the syntax; the text still reads the same.
 */
const ZWSP = '\u200b'

/**
 * Control characters (SPEC §10): C0 but tab and newline, DEL, C1 (U+0085 NEL, U+009B CSI among
 * them), and the bidi marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A–E,
 * U+2066–9). Bidi controls go too: rendered, they reorder what a reviewer reads (`invoice\u202egnp.exe`
 * shows as `invoiceexe.png`), and a task title never needs them.
 */
// eslint-disable-next-line no-control-regex -- these controls are exactly what is removed
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** `text` without control characters; tab and newline stay, where the text's own lines need them. */
export function printable(text: string): string {
  return text.replace(CONTROLS, '')
}

/** `text` that mentions no one, closes nothing and links nowhere when GitHub renders it, with no control character. */
export function inert(text: string): string {
  return (
    printable(text)
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
