#!/usr/bin/env bash
# The agent alone, <n> times in a row with nothing around it: the fake claude, or the shell
# command given as the second argument (run with bash -c, as the loops run a command agent).
n=${1:-10}
for ((i = 1; i <= n; i++)); do
  if [ -n "$2" ]; then
    RALPH_ITERATION=$i bash -c "$2" </dev/null >/dev/null
  else
    claude -p 'do the task' --output-format stream-json --verbose </dev/null >/dev/null
  fi
done
