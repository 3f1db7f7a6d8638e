#!/usr/bin/env bash
# The classic bash Ralph loop, as a reference: run the agent, re-read the plan with jq, check for
# remaining work. Usage: bash-loop.sh <plan.json> <max-iterations> <agent command>
plan=$1 max=$2 agent=$3
for ((i = 1; i <= max; i++)); do
  id=$(jq -r '[.subtasks[] | select(.done | not)][0].id // empty' "$plan")
  [ -z "$id" ] && exit 0
  echo "=== Build Iteration $i (Subtask: $id) ==="
  RALPH_TASK_ID=$id bash -c "$agent" < /dev/null
  remaining=$(jq '[.subtasks[] | select(.done | not)] | length' "$plan")
  [ "$remaining" -eq 0 ] && exit 0
done
exit 2
