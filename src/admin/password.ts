// Password hashing for staff accounts: scrypt from node:crypto (memory-hard, no native package),
// with OWASP's recommended parameters N = 2^17, r = 8, p = 1 (128 MiB and ~0.3 s per hash on one
// core), a 16-byte random salt and a 32-byte key. The stored string names the parameters, so they
// can be raised later and old hashes still verify:  scrypt$N$r$p$salt(base64)$key(base64).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;
/** A password shorter than this is refused (ASVS 2.1.1); longer than MAX (a denial-of-service guard) too. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCallback(password.normalize('NFC'), salt, keyLength, options, (e, key) => (e ? reject(e) : resolve(key))));

/** 128·N·r bytes plus headroom: Node refuses more than maxmem. */
const maxmem = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await scrypt(password, salt, keyLength, { N, r, p, maxmem: maxmem(N, r) });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(Number(n), Number(r)),
  });
  return timingSafeEqual(actual, expected);
}

/** A hash of no password, verified when the account does not exist, so both cases take the same time (no enumeration by timing). */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString('hex')));
