/**
 * The argv that runs shell text (agent commands, hooks, task commands, the verify gate). Bash
 * rather than `sh` because users write bash (`[[ ]]`, `set -o pipefail`) and Actions runners
 * have it; kept in one place so that choice is made once.
 */
export function shellArgv(command: string): string[] {
  return ['bash', '-c', command]
}
