import { describe, expect, it } from '@jest/globals'
import { redactor, secretForms } from '../../../src/domain/redact.js'

const SECRET = 'sk-live/abc+def?xyz&1234'
const b64 = (text: string): string => Buffer.from(text).toString('base64')
const b64url = (text: string): string => Buffer.from(text).toString('base64url')

describe('redactor: every form of a secret becomes *** (SPEC §4)', () => {
  const redact = redactor([SECRET])
  it.each([
    ['raw', SECRET],
    ['JSON-escaped', JSON.stringify(`"${SECRET}"`)],
    ['URL-encoded', `token=${encodeURIComponent(SECRET)}`],
    ['base64 with padding', b64(SECRET)],
    ['base64 without padding', b64(SECRET).replace(/=+$/, '')],
    ['URL-safe base64', b64url(SECRET)],
    ['base64 after 1 byte', b64(`x${SECRET}`)],
    ['base64 after 2 bytes', b64(`xy${SECRET}`)],
    ['base64 after 3 bytes, before more', b64(`xyz${SECRET}tail`)],
    ['URL-safe base64 after 1 byte', b64url(`A${SECRET}!!`)],
    ['base64 of a JSON document', b64(JSON.stringify({ key: SECRET, more: 'data' }))],
    ['Basic auth header', `Authorization: Basic ${b64(`user:${SECRET}`)}`]
  ])('%s', (_name, printed) => {
    const out = redact(`before ${printed} after`)
    expect(out).toContain('***')
    expect(out).not.toContain(printed.includes(SECRET) ? SECRET : printed)
    // What is left of an encoded secret cannot be decoded back to it.
    for (const word of out.split(/[\s"=:]+/)) {
      expect(Buffer.from(word, 'base64').toString('latin1')).not.toContain(SECRET.slice(3, 15))
    }
  })

  it('leaves text without a secret as it was', () => {
    const text = `plain text, ${b64('something else entirely')} and %2F`
    expect(redact(text)).toBe(text)
  })
})

describe('a multi-line secret is masked and replaced line by line', () => {
  const key = '-----BEGIN KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEF\naGVsbG8gd29y\n}\n-----END KEY-----'
  const forms = secretForms(key)

  it('masks no value that holds a line break: one ::add-mask:: cannot', () => {
    expect(forms.some(form => /[\r\n]/.test(form))).toBe(false)
  })
  it.each([
    ['-----BEGIN KEY-----'],
    ['MIIEvQIBADANBgkqhkiG9w0BAQEF'],
    ['aGVsbG8gd29y'],
    ['-----END KEY-----']
  ])('a line alone is replaced: %s', line => {
    expect(forms).toContain(line)
    expect(redactor([key])(`printed: ${line}`)).toBe('printed: ***')
  })
  it('skips lines of 3 characters or fewer: masking `}` would hide every brace', () => {
    expect(forms).not.toContain('}')
    expect(redactor([key])('function f() {}')).toBe('function f() {}')
  })
  it('the whole value, printed, leaves none of its long lines', () => {
    expect(redactor([key])(key)).not.toMatch(/MIIE|aGVsbG8|BEGIN|END KEY/)
  })
  it.each([
    ['JSON-escaped', JSON.stringify(key)],
    ['URL-encoded', encodeURIComponent(key)],
    ['base64', b64(key)]
  ])('the whole value %s is replaced', (_name, printed) => {
    expect(redactor([key])(printed)).not.toMatch(/MIIE|aGVsbG8|BEGIN|LS0tLS1CRUdJTi|%0A/)
  })
})

describe('secretForms', () => {
  it('gives one line per form, none shorter than 4 characters, no duplicates', () => {
    const forms = secretForms('abcdefgh')
    expect(new Set(forms).size).toBe(forms.length)
    expect(forms.every(form => form.length >= 4)).toBe(true)
    expect(forms).toEqual(expect.arrayContaining(['abcdefgh', 'YWJjZGVmZ2g=', 'YWJjZGVmZ2g', 'YWJjZGVm']))
  })
})
