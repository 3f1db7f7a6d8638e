import { describe, expect, it } from '@jest/globals'
import { ConfigError } from '../../../src/config/config-error.js'
import { parseTokenPrices } from '../../../src/config/read-cost.js'
import { readConfig } from '../../../src/config/read-config.js'
import { sourceOf } from './config-source.js'

const read = (inputs: Record<string, string>) =>
  readConfig(sourceOf({ tasks: 'plan.json', ...inputs })).config
const errorOf = (inputs: Record<string, string>): ConfigError => {
  try {
    read(inputs)
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('no ConfigError')
}

describe('token-prices (SPEC §4, §6)', () => {
  it('reads input, output and cached; cached defaults to the input price', () => {
    expect(parseTokenPrices('input=1.25,output=10,cached=0.125')).toEqual({
      input: 1.25,
      output: 10,
      cached: 0.125
    })
    expect(parseTokenPrices(' output = 10 , input = 2 ')).toEqual({ input: 2, output: 10, cached: 2 })
    expect(read({ agent: 'codex', 'token-prices': 'input=1,output=4' }).tokenPrices).toEqual({
      input: 1,
      output: 4,
      cached: 1
    })
    expect(read({}).tokenPrices).toBeUndefined()
  })

  it.each([
    'input=1',
    'output=1',
    'input=1,output=x',
    'input=-1,output=1',
    'input=1,output=2,other=3',
    'input=1,input=2,output=3',
    'input=1;output=2'
  ])('refuses %s, naming the input and the form', raw => {
    const error = errorOf({ 'token-prices': raw })
    expect(error.input).toBe('token-prices')
    expect(error.message).toContain('input=N,output=N[,cached=N]')
  })
})

describe('a cost cap needs a cost: codex and gemini report none', () => {
  it.each([
    ['codex', 'max-cost-usd'],
    ['gemini', 'max-cost-usd'],
    ['codex', 'max-total-cost-usd'],
    ['gemini', 'max-total-cost-usd']
  ])('%s with %s and no token-prices is an input error naming token-prices', (agent, cap) => {
    const error = errorOf({ agent, [cap]: '5' })
    expect(error.input).toBe('token-prices')
    expect(error.message).toContain(`'${cap}'`)
    expect(error.message).toContain("Set 'token-prices'")
  })

  it('a fallback-agent that reports no cost needs token-prices as well; fallback-agent is a preset', () => {
    const error = errorOf({ agent: 'claude', 'fallback-agent': 'gemini', 'max-cost-usd': '5' })
    expect(error.message).toContain('fallback-agent: gemini')
    expect(read({ agent: 'claude', 'fallback-agent': 'codex' }).fallbackAgent).toBe('codex')
    expect(errorOf({ 'fallback-agent': 'command' }).input).toBe('fallback-agent')
  })

  it('is fine with token-prices, with claude (it reports its cost), with command agents and without a cap', () => {
    expect(read({ agent: 'codex', 'max-cost-usd': '5', 'token-prices': 'input=1,output=4' }).maxCostUsd).toBe(
      5
    )
    expect(read({ agent: 'claude', 'max-total-cost-usd': '5' }).maxTotalCostUsd).toBe(5)
    expect(read({ agent: 'command', 'agent-command': 'x', 'max-cost-usd': '5' }).maxCostUsd).toBe(5)
    expect(read({ agent: 'gemini' }).maxTotalCostUsd).toBe(0)
  })
})
