import { code } from './markdown-escape.js'

/** The job summary and the pull request name at most this many refused hosts, and count the rest. */
export const HOSTS_SHOWN = 20
/** A host is the sandbox's `host:port` of a request the agent made: outside text, cut to this length. */
const HOST_CHARS = 300

/** The hosts the sandbox refused (SPEC §4a) as inline code, comma-separated, the ones past 20 counted. */
export function hostList(hosts: readonly string[]): string {
  const shown = hosts.slice(0, HOSTS_SHOWN).map(host => code(host.slice(0, HOST_CHARS)))
  const more = hosts.length > HOSTS_SHOWN ? ` and ${hosts.length - HOSTS_SHOWN} more` : ''
  return shown.join(', ') + more
}

/** The paragraph of the job summary and the pull request on the refused hosts: none when there are none. */
export function refusedHosts(hosts: readonly string[]): string[] {
  if (hosts.length === 0) return []
  return [
    '',
    `**The sandbox refused the network connections to ${hostList(hosts)}.** The agent reaches only the model APIs, the package registries and the hosts in \`allow-hosts\`: add a host there if the work needs it.`
  ]
}
