#!/usr/bin/env node
import { runCli } from './edges/run-cli.js'

process.exit(await runCli(process.argv.slice(2)))
