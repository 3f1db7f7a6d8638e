import { describe, expect, it } from '@jest/globals'
import { globMatcher, globProblem, globRoots, normalizeGlob } from '../../../src/domain/path-glob.js'

describe('globMatcher (SPEC §7 protected-paths)', () => {
  it.each<[string, string, boolean]>([
    // `**` at the end: the folder and all inside it, however deep.
    ['.github/workflows/**', '.github/workflows/ci.yml', true],
    ['.github/workflows/**', '.github/workflows/nested/deep/x.yaml', true],
    ['.github/workflows/**', '.github/workflows', true],
    ['.github/workflows/**', '.github/dependabot.yml', false],
    ['.github/workflows/**', '.github/workflows.yml', false],
    ['.github/workflows/**', 'src/.github/workflows/ci.yml', false],
    // `**` first: any number of folders, none included.
    ['**/*.test.ts', 'a.test.ts', true],
    ['**/*.test.ts', 'src/deep/a.test.ts', true],
    ['**/*.test.ts', 'src/a.ts', false],
    // Two of them are no more than one.
    ['**/**/*.yml', 'a.yml', true],
    ['**/**/*.yml', 'a/b/c.yml', true],
    ['**/**/*.yml', 'a/b/c.yaml', false],
    // `**` in the middle.
    ['tests/**/fixtures', 'tests/fixtures/a.json', true],
    ['tests/**/fixtures', 'tests/x/y/fixtures/a.json', true],
    ['tests/**/fixtures', 'tests/x/fixturesmore/a.json', false],
    // `*` stays in one folder, and takes dotfiles.
    ['tests/*.ts', 'tests/a.ts', true],
    ['tests/*.ts', 'tests/sub/a.ts', false],
    ['tests/*', 'tests/.hidden', true],
    ['*.yml', '.ci.yml', true],
    ['*.yml', 'sub/a.yml', false],
    // `?` is one character.
    ['t?st/a', 'test/a', true],
    ['t?st/a', 'teest/a', false],
    // A folder, with or without a trailing slash, protects what is inside it.
    ['tests', 'tests/unit/a.test.ts', true],
    ['tests/', 'tests/unit/a.test.ts', true],
    ['tests', 'tests', true],
    ['tests', 'tests-old/a.ts', false],
    // Dotfile folders, and leading `/` or `./`.
    ['.husky', '.husky/pre-commit', true],
    ['/.github/workflows/**', '.github/workflows/ci.yml', true],
    ['./tests/**', 'tests/a.ts', true],
    // `**/**` is `**`.
    ['**/**', 'a', true],
    ['**/**', 'a/b/.c', true],
    ['docs/**/**', 'docs/a/b.md', true],
    ['docs/**/**', 'src/a.md', false],
    // `[abc]` is one of the characters, `[a-c]` one in the range, `[!abc]` one not listed.
    ['[abc].ts', 'b.ts', true],
    ['[abc].ts', 'd.ts', false],
    // A name that is the pattern itself matches too (picomatch): a file named `[abc].ts` is listed.
    ['[abc].ts', '[abc].ts', true],
    ['v[0-9]/*', 'v2/a', true],
    ['v[!0-9]/*', 'v2/a', false],
    ['v[!0-9]/*', 'vx/a', true],
    ['v[!0-9]/*', 'v!/a', true],
    // `{a,b}` is either.
    ['{src,lib}/*.ts', 'lib/a.ts', true],
    ['{src,lib}/*.ts', 'bin/a.ts', false],
    ['*.{yml,yaml}', 'ci.yaml', true],
    ['*.{yml,yaml}', 'ci.json', false],
    // Dotfiles: `**` and `*` take them, a leading dot matches only dots.
    ['**/.env', '.env', true],
    ['**/.env', 'a/.b/.env', true],
    ['**', 'a/.hidden/x', true],
    ['.*', '.env', true],
    ['.*', 'env', false],
    // Names with spaces.
    ['my docs/*.md', 'my docs/read me.md', true],
    ['my docs', 'my docs/a b/c', true],
    ['* *', 'a b', true],
    ['* *', 'ab', false],
    // Other characters are themselves; `!` first is no negation.
    ['a+b/(c).txt', 'a+b/(c).txt', true],
    ['a.b', 'aXb', false],
    ['a$b^c', 'a$b^c', true],
    ['!x', '!x', true],
    ['!x', 'y', false]
  ])('%s on %s → %s', (pattern, path, expected) => {
    expect(globMatcher([pattern])(path)).toBe(expected)
  })

  it('matches when any of the patterns does', () => {
    const matches = globMatcher(['.github/workflows/**', 'tests/**'])
    expect(['.github/workflows/a.yml', 'tests/a.ts', 'src/a.ts'].map(matches)).toEqual([true, true, false])
    expect(globMatcher([])('anything')).toBe(false)
  })
})

describe('normalizeGlob, globProblem, globRoots', () => {
  it.each([
    ['/.github//workflows/', '.github/workflows'],
    ['./tests/./unit/**', 'tests/unit/**'],
    ['  docs  ', 'docs']
  ])('normalizes %j to %j', (raw, normal) => {
    expect(normalizeGlob(raw)).toBe(normal)
  })

  it.each([
    ['/', /not an empty one/],
    ['../outside/**', /inside the workspace/],
    ['a/../../b', /inside the workspace/],
    ['**', /not one that matches every path/],
    ['*', /not one that matches every path/],
    ['C:/x', /with `\/` between folders/],
    ['**/**', /not one that matches every path/],
    ['!docs/**', /without a leading `!`/],
    ['tests\\unit', /with `\/` between folders/]
  ])('refuses %j', (pattern, problem) => {
    expect(globProblem(pattern)).toMatch(problem)
  })

  it.each(['.github/workflows/**', 'tests', '**/*.test.ts', '*.yml'])('accepts %j', pattern => {
    expect(globProblem(pattern)).toBeUndefined()
  })

  it('walks only the folders before the first wildcard, one under another once', () => {
    expect(
      globRoots(['.github/workflows/**', '.github/workflows/ci.yml', 'tests/*.ts', 'tests/unit/**'])
    ).toEqual(['.github/workflows', 'tests'])
    expect(globRoots(['docs/[ab]/x', 'my docs/*.md'])).toEqual(['docs', 'my docs'])
    expect(globRoots(['{src,lib}/*.ts'])).toEqual([''])
    expect(globRoots(['tests/**', '**/*.snap'])).toEqual([''])
  })
})
