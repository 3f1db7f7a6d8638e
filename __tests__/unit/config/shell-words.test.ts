import { describe, expect, it } from '@jest/globals'
import { ShellWordsError, splitShellWords } from '../../../src/config/shell-words.js'

describe('splitShellWords', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['   \n\t ', []],
    ['--permission-mode acceptEdits', ['--permission-mode', 'acceptEdits']],
    ['  a   b  ', ['a', 'b']],
    ['a\nb\tc', ['a', 'b', 'c']],
    ["'a b' c", ['a b', 'c']],
    ["'it''s'", ['its']],
    ["'a \\ b'", ['a \\ b']],
    ["'$HOME'", ['$HOME']],
    ['"a b" c', ['a b', 'c']],
    ['"say \\"hi\\""', ['say "hi"']],
    ['"a\\\\b"', ['a\\b']],
    ['"\\$HOME \\`x\\`"', ['$HOME `x`']],
    ['"a\\nb"', ['a\\nb']],
    ['"line\\\nnext"', ['linenext']],
    ['a\\ b', ['a b']],
    ['\\"quoted\\"', ['"quoted"']],
    ['\\\\', ['\\']],
    ['a\\\nb', ['ab']],
    ['trailing\\', ['trailing\\']],
    ["''", ['']],
    ['"" x', ['', 'x']],
    ['pre"mid dle"\'post\'', ['premid dlepost']],
    ['--append-system-prompt="be brief"', ['--append-system-prompt=be brief']],
    ["--allowedTools 'Bash(git:*)' Edit", ['--allowedTools', 'Bash(git:*)', 'Edit']],
    ['"it\'s"', ["it's"]],
    ['\'say "hi"\'', ['say "hi"']]
  ])('%j → %j', (text, words) => {
    expect(splitShellWords(text)).toEqual(words)
  })

  it.each<[string, string]>([
    ['"open', 'double quote at character 1'],
    ["a 'open", 'single quote at character 3'],
    ['"a" "b', 'double quote at character 5'],
    ['"ends in escape\\"', 'double quote at character 1']
  ])('refuses %j', (text, message) => {
    let error: unknown
    try {
      splitShellWords(text)
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(ShellWordsError)
    expect((error as ShellWordsError).message).toContain(message)
  })
})
