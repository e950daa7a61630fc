import { spawnSync } from 'node:child_process';

/**
 * A peer the bench compares with, from Debian's packages: its version, installed first when missing (as root;
 * the package lists refreshed only when the install fails, since they may be missing or stale on a fresh
 * machine); else why it is not compared.
 */
export function installDebianPackage(
  name: string,
  debianPackage: string,
  readVersion: () => string | undefined,
): { version: string } | { skipped: string } {
  const present = readVersion();
  if (present) return { version: present };
  const command = `apt-get install -y ${debianPackage}`;
  if (process.getuid?.() !== 0)
    return { skipped: `${name} is not installed and the bench is not root: run \`${command}\` to compare with it` };
  console.error(`installing ${name}: ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) => spawnSync('apt-get', args, { env, stdio: 'ignore' }).status;
  if (apt(['install', '-y', debianPackage]) !== 0) {
    apt(['update']);
    apt(['install', '-y', debianPackage]);
  }
  const installed = readVersion();
  return installed ? { version: installed } : { skipped: `\`${command}\` failed: ${name} not compared` };
}
