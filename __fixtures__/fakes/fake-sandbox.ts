import type { Sandbox, SandboxState } from '../../src/ports/sandbox.js'

/** A sandbox that starts as told and reports the hosts a test says it refused (SPEC §4a). */
export class FakeSandbox implements Sandbox {
  started = 0
  stopped = 0
  /** Hosts refused since the last `takeBlocked`, as the test adds them. */
  blocked: string[] = []

  constructor(private readonly state: SandboxState = { kind: 'off' }) {}

  start(): Promise<SandboxState> {
    this.started += 1
    return Promise.resolve(this.state)
  }

  takeBlocked(): string[] {
    return this.blocked.splice(0)
  }

  stop(): Promise<void> {
    this.stopped += 1
    return Promise.resolve()
  }
}
