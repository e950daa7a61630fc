import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost: N = 2^log2N, block size r, parallelism p. */
export interface PasswordCost {
  log2N: number;
  r: number;
  p: number;
}

/** About 32 MiB and a tenth of a second a hash (OWASP's minimum is N=2^17 with r=8 for 128 MiB; this keeps sign-in light on a small server and can be raised). */
export const PASSWORD_COST: PasswordCost = { log2N: 15, r: 8, p: 1 };

const KEY_BYTES = 32;
const SALT_BYTES = 16;

const derive = (password: string, salt: Buffer, cost: PasswordCost) =>
  new Promise<Buffer>((resolve, reject) => {
    const options: ScryptOptions = {
      N: 2 ** cost.log2N,
      r: cost.r,
      p: cost.p,
      // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is just under what N=2^15, r=8 takes.
      maxmem: 256 * 2 ** cost.log2N * cost.r,
    };
    // The callback form runs on libuv's thread pool: the event loop keeps serving while it works.
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

/**
 * `scrypt$<log2N>$<r>$<p>$<salt>$<key>` (base64): the cost is stored with each hash, so it can be raised
 * later and the hashes made before still check.
 */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.log2N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The cost a stored hash was made at, or undefined for a malformed one. */
function readCost(stored: string): PasswordCost | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [log2N, r, p] = parts.slice(1, 4).map(Number);
  if (![log2N, r, p].every((value) => Number.isInteger(value) && value > 0) || log2N > 22 || r > 32 || p > 16)
    return undefined;
  return { log2N, r, p };
}

/** Whether a stored hash was made at a lower cost than `cost`: after the next sign-in it is made again. */
export function isWeakerThan(stored: string, cost: PasswordCost): boolean {
  const made = readCost(stored);
  return made !== undefined && (made.log2N < cost.log2N || made.r < cost.r || made.p < cost.p);
}

/** Whether `password` is the one `stored` was made from; a malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const cost = readCost(stored);
  if (!cost) return false;
  const parts = stored.split('$');
  const expected = Buffer.from(parts[5], 'base64');
  const key = await derive(password, Buffer.from(parts[4], 'base64'), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
