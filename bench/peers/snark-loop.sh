#!/usr/bin/env bash
# A loop of the shape of snarktank's ralph.sh (written for the bench, not copied): each iteration
# feeds a prompt file to `claude --print`, shows its output and keeps a copy, and stops when the
# output holds the completion promise. The original sleeps 2 s between iterations; this one does
# not. Usage: snark-loop.sh <max-iterations>
set -e
max=${1:-10}
prompt=$(mktemp)
trap 'rm -f "$prompt"' EXIT
echo 'Read plan.md, do the first open task, mark it done. Say <promise>COMPLETE</promise> when none is left.' >"$prompt"
for i in $(seq 1 "$max"); do
  echo "=== Ralph iteration $i of $max ==="
  output=$(claude --dangerously-skip-permissions --print <"$prompt" 2>&1 | tee /dev/stderr) || true
  if echo "$output" | grep -q '<promise>COMPLETE</promise>'; then
    echo "Done at iteration $i."
    exit 0
  fi
done
echo "Reached $max iterations."
exit 1
