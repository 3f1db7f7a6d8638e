// The inputs and outputs as action.yml and the README list them, written from src/config (INPUT_DOCS,
// OUTPUT_DOCS): `npm run docs` writes them (scripts/docs.ts), __tests__/unit/docs/drift.test.ts fails
// when a file differs from what it would write.
import YAML from 'yaml'
import { INPUT_DOCS, inputsOf } from '../src/config/descriptions.js'
import { INPUT_GROUPS, type InputDoc, type InputGroup, type OutputDoc } from '../src/config/input-doc.js'
import { OUTPUT_DOCS } from '../src/config/output-docs.js'

/** The README's marks around what this writes: the text between them is replaced, the rest kept. */
export const MARKS = {
  inputs: ['<!-- inputs: written by `npm run docs` from src/config, do not edit -->', '<!-- inputs end -->'],
  outputs: [
    '<!-- outputs: written by `npm run docs` from src/config, do not edit -->',
    '<!-- outputs end -->'
  ]
} as const

/** The inputs of one group with their docs, the newcomer's ten first. */
function inGroup(group: InputGroup): [string, InputDoc][] {
  return inputsOf(group).map(input => [input, INPUT_DOCS[input]])
}

const GROUPS = Object.entries(INPUT_GROUPS) as [InputGroup, string][]

/** action.yml with its inputs (by group, a comment each) and outputs written; its head and `runs:` kept. */
export function actionYml(current: string): string {
  const head = current.slice(0, current.indexOf('\ninputs:\n') + 1)
  const runs = current.slice(current.indexOf('\nruns:\n') + 1)
  const inputs = GROUPS.flatMap(([group, title]) => [
    `  # ${title}`,
    ...inGroup(group).flatMap(([name, doc]) => [
      `  ${name}:`,
      `    description: ${scalar(inputText(doc, true))}`,
      doc.computed || doc.default === '' ? '    required: false' : `    default: ${scalar(doc.default)}`
    ])
  ])
  const outputs = Object.entries(OUTPUT_DOCS).flatMap(([name, doc]) => [
    `  ${name}:`,
    `    description: ${scalar(outputText(doc))}`
  ])
  return `${head}inputs:\n${inputs.join('\n')}\n\noutputs:\n${outputs.join('\n')}\n\n${runs}`
}

/** The README with the inputs' tables (one a group) and the outputs' table written between their marks. */
export function readme(current: string): string {
  const first = GROUPS.flatMap(([group]) => inGroup(group).filter(([, doc]) => doc.first))
  const inputs = [
    `Start with the ten marked ★: ${first.map(([name]) => `\`${name}\``).join(', ')}. The others have defaults that fit most runs.`,
    ...GROUPS.flatMap(([group, title]) => [
      '',
      `### ${title}`,
      '',
      '| input | default | description |',
      '| --- | --- | --- |',
      ...inGroup(group).map(
        ([name, doc]) =>
          `| \`${name}\`${doc.first ? ' ★' : ''} | ${doc.default === '' ? '' : code(doc.default)} | ${cell(inputText(doc, false))} |`
      )
    ])
  ]
  const outputs = [
    '| output | description |',
    '| --- | --- |',
    ...Object.entries(OUTPUT_DOCS).map(([name, doc]) => `| \`${name}\` | ${cell(outputText(doc))} |`)
  ]
  return between(between(current, MARKS.inputs, inputs), MARKS.outputs, outputs)
}

/** An input's text: its line and details, and in action.yml a default that depends on the run. */
function inputText(doc: InputDoc, withDefault: boolean): string {
  const computed = withDefault && doc.computed ? [`Default: ${doc.default}.`] : []
  return [doc.description, ...(doc.details ? [doc.details] : []), ...computed].join(' ')
}

function outputText(doc: OutputDoc): string {
  return doc.details ? `${doc.description} ${doc.details}` : doc.description
}

function between(text: string, [start, end]: readonly [string, string], lines: string[]): string {
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`README.md has no '${start}' … '${end}' to write between.`)
  return `${text.slice(0, from + start.length)}\n\n${lines.join('\n')}\n\n${text.slice(to)}`
}

/** A YAML scalar on one line, quoted only when YAML needs it. */
function scalar(value: string): string {
  return YAML.stringify(value, { lineWidth: 0, singleQuote: true }).trimEnd()
}

/** Text in a table cell: `|` would end the cell, `*` and `<` would turn into emphasis or HTML. */
function cell(text: string): string {
  return text.replace(/[|*<\\]/g, '\\$&')
}

function code(text: string): string {
  return `\`${text.replace(/\|/g, '\\|')}\``
}
