import { describe, expect, it } from '@jest/globals'
import { slugify } from '../../../src/domain/slug.js'
import { dedupeSlugs } from '../../../src/tasks/dedupe-slugs.js'

describe('slugify', () => {
  it.each<[string, string]>([
    ['Add login page', 'add-login-page'],
    ['  Fix: the "parser" (again)!  ', 'fix-the-parser-again'],
    ['Update CHANGELOG.md', 'update-changelog-md'],
    ['Run `npm run all` -- twice', 'run-npm-run-all-twice'],
    ['snake_case and kebab-case', 'snake-case-and-kebab-case'],
    ['Café crème', 'caf-cr-me'],
    ['日本語のタスク', ''],
    ['Ünïcödé 42', 'n-c-d-42'],
    ['!!!', ''],
    ['', ''],
    ['v1.2.0', 'v1-2-0'],
    ['A'.repeat(70), 'a'.repeat(64)],
    // the cut lands just after a separator: the dangling '-' goes too
    [`${'a'.repeat(63)} bcd`, 'a'.repeat(63)],
    [`${'a'.repeat(62)} b c`, `${'a'.repeat(62)}-b`],
    [`${'a'.repeat(64)}b`, 'a'.repeat(64)],
    // lowercasing may turn a character outside ASCII into a letter: the Kelvin sign is a k
    ['KELVIN \u212a', 'kelvin-k']
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug)
  })

  it('never returns more than 64 characters', () => {
    expect(slugify('word '.repeat(40)).length).toBeLessThanOrEqual(64)
  })
})

describe('dedupeSlugs', () => {
  it.each<[string[], string[]]>([
    [
      ['a', 'b'],
      ['a', 'b']
    ],
    [
      ['x', 'x', 'x'],
      ['x', 'x-2', 'x-3']
    ],
    [
      ['x', 'x', 'x-2'],
      ['x', 'x-3', 'x-2']
    ],
    [
      ['x-2', 'x', 'x'],
      ['x-2', 'x', 'x-3']
    ],
    [
      ['x', 'x-2', 'x', 'x-3', 'x'],
      ['x', 'x-2', 'x-4', 'x-3', 'x-5']
    ],
    [
      ['x-2', 'x-2'],
      ['x-2', 'x-2-2']
    ],
    [
      ['', ''],
      ['task', 'task-2']
    ],
    [
      ['task', ''],
      ['task', 'task-2']
    ],
    [[], []]
  ])('%j → %j', (slugs, ids) => {
    expect(dedupeSlugs(slugs)).toEqual(ids)
  })

  it.each<[string[], string[]]>([
    [['verify'], ['verify-2']],
    [
      ['plan', 'plan'],
      ['plan-2', 'plan-3']
    ],
    [
      ['verify', 'verify-2'],
      ['verify-3', 'verify-2']
    ],
    [['planning'], ['planning']]
  ])('with reserved ids, %j → %j', (slugs, ids) => {
    expect(dedupeSlugs(slugs, ['verify', 'plan'])).toEqual(ids)
  })
})
