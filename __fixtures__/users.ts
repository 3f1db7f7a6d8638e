import { execFileSync, spawnSync } from 'node:child_process'
import path from 'node:path'

/** A user to run the loop as. */
export interface TestUser {
  label: string
  uid: number
  gid: number
}

/** The uid and gid of an existing account, or undefined. */
function account(name: string): TestUser | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim())
    return { label: `as ${name} (uid ${uid})`, uid, gid }
  } catch {
    return undefined
  }
}

/** An unprivileged account: `nobody`, else one made with useradd (root only). */
function unprivileged(): TestUser | undefined {
  const nobody = account('nobody')
  if (nobody) return nobody
  try {
    execFileSync('useradd', ['--system', '--no-create-home', 'ralph-e2e'], { stdio: 'ignore' })
  } catch {
    // No useradd, or no right to use it: the caller reports the case as skipped.
  }
  return account('ralph-e2e')
}

/**
 * Who the loop runs as in the tests that prove an agent works "as root and as another user": both
 * when this process is root (it can switch to the other user); otherwise only this user, which is
 * already not root, and the root case is skipped with the reason.
 */
export function testUsers(): { users: TestUser[]; skipped: string[] } {
  const uid = process.getuid?.() ?? -1
  const gid = process.getgid?.() ?? -1
  if (uid !== 0) {
    return {
      users: [{ label: `as this user (uid ${uid})`, uid, gid }],
      skipped: ['as root: this test process is not root, so it cannot run anything as root']
    }
  }
  const root = { label: 'as root', uid: 0, gid: 0 }
  const other = unprivileged()
  if (!other) return { users: [root], skipped: ['as another user: no nobody account and no useradd'] }
  // A checkout under a folder only root may enter (mktemp -d makes one) cannot run as another user.
  const bundle = path.join(process.cwd(), 'dist', 'main', 'index.js')
  if (spawnSync('test', ['-r', bundle], { uid: other.uid, gid: other.gid }).status !== 0)
    return {
      users: [root],
      skipped: [`${other.label}: that user cannot read ${bundle} (a parent folder is closed to it)`]
    }
  return { users: [root, other], skipped: [] }
}

/** Gives `paths` (recursively) to `user`, so the loop running as that user can write there. */
export function chownTo(user: TestUser, ...paths: string[]): void {
  if (user.uid === process.getuid?.()) return
  execFileSync('chown', ['-R', `${user.uid}:${user.gid}`, ...paths])
}
