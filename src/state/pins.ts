import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { forgetPin, markPinned, pinStore, type StoredPin } from './pinStore.ts';

export { accountsWithPin, hasPin, loadPins, usePinStore } from './pinStore.ts';

/**
 * An optional 4-digit PIN per account, asked when the TV switches to it (the picker). Kept in
 * IndexedDB as a salted hash, never as the digits: PBKDF2-HMAC-SHA-256 (RFC 8018 section 5.2)
 * from @noble/hashes, since WebCrypto's subtle is missing where a TV opens the app over http.
 * Four digits are 10,000 guesses: the PIN keeps a child on the sofa out of a parent's account,
 * not an attacker with the TV's storage.
 */
const ITERATIONS = 10_000;
export const PIN_LENGTH = 4;
const pins = pinStore;

function derive(pin: string, salt: Uint8Array, iterations: number): string {
  return bytesToHex(pbkdf2(sha256, pin, salt, { c: iterations, dkLen: 32 }));
}

export function isValidPin(pin: string): boolean {
  return new RegExp(`^[0-9]{${PIN_LENGTH}}$`).test(pin);
}

export async function setPin(accountId: string, pin: string): Promise<void> {
  if (!isValidPin(pin)) throw new RangeError(`A PIN is ${PIN_LENGTH} digits`);
  const salt = new Uint8Array(16);
  crypto.getRandomValues(salt);
  await pins().set(accountId, { salt: bytesToHex(salt), hash: derive(pin, salt, ITERATIONS), iterations: ITERATIONS } satisfies StoredPin);
  unsaved.delete(accountId);
  markPinned(accountId, true);
}

/** Wrong PINs in a row before one makes the next wait (the third waits 30 s: waitAfterWrong). */
const WRONG_PINS_BEFORE_WAIT = 2;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;

/**
 * How long the pad waits after `failures` wrong PINs in a row: nothing for the first two, then
 * 30 s, doubling with each wrong PIN after, 15 minutes at most. Ten thousand PINs tried one by one
 * then take weeks, where without a wait a child could run through them in an afternoon.
 */
export function waitAfterWrong(failures: number): number {
  return failures <= WRONG_PINS_BEFORE_WAIT ? 0 : Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - WRONG_PINS_BEFORE_WAIT - 1));
}

export interface PinAnswer {
  right: boolean;
  /** Set while no PIN is checked: when the next try is taken (ms since 1970). */
  waitUntil?: number;
}

/**
 * Wrong PINs counted here too, for a TV whose storage refuses the write: the count and its wait
 * then last until the app restarts, rather than not at all.
 */
const unsaved = new Map<string, { failures: number; waitUntil?: number }>();

/**
 * The wait the account's PIN is under at `now`, if any. A wait longer than any the count sets
 * means the TV's clock went back (or started at 1970 before it was set): it restarts from now at
 * the count's length, rather than ending, so turning the clock back frees no try.
 */
function waitAt(count: { failures?: number; waitUntil?: number }, now: number): number | undefined {
  if (!count.waitUntil || now >= count.waitUntil) return undefined;
  const longest = waitAfterWrong(count.failures ?? 0) || LONGEST_WAIT_MS;
  return count.waitUntil - now > longest ? now + longest : count.waitUntil;
}

/** When the account's PIN is next checked, if it is under a wait now (the pad says so as it opens). */
export async function pinWaitUntil(accountId: string, now = Date.now()): Promise<number | undefined> {
  const stored = await pins().get<StoredPin>(accountId);
  return stored ? waitAt(mostOf(stored, unsaved.get(accountId)), now) : undefined;
}

/** The larger count of the stored one and the one kept in memory. */
function mostOf(stored: StoredPin, memory: { failures: number; waitUntil?: number } | undefined): { failures?: number; waitUntil?: number } {
  return memory && memory.failures > (stored.failures ?? 0) ? memory : stored;
}

/**
 * Whether `pin` is the account's PIN (right when it has none). Wrong PINs in a row are counted
 * with the hash, so a restart does not clear them; from the third each makes the next wait, and a
 * PIN typed while waiting is not checked at all. A right PIN clears the count.
 */
export async function checkPin(accountId: string, pin: string, now = Date.now()): Promise<PinAnswer> {
  const stored = await pins().get<StoredPin>(accountId);
  if (!stored) return { right: true };
  const count = mostOf(stored, unsaved.get(accountId));
  const waiting = waitAt(count, now);
  if (waiting) {
    // A clock gone back: the wait restarted from now is kept, so the next start reads it too.
    if (waiting !== count.waitUntil) await keepCount(accountId, stored, count.failures ?? 0, waiting);
    return { right: false, waitUntil: waiting };
  }
  const { salt, hash, iterations } = stored;
  // A plain comparison: the hash is checked on the TV against its own storage, no remote caller to time it.
  if (derive(pin, hexToBytes(salt), iterations) === hash) {
    unsaved.delete(accountId);
    // The PIN was right whether or not the cleared count is stored.
    if (stored.failures) await pins().set(accountId, { salt, hash, iterations } satisfies StoredPin).catch(() => undefined);
    return { right: true };
  }
  const failures = (count.failures ?? 0) + 1;
  const wait = waitAfterWrong(failures);
  const waitUntil = wait ? now + wait : undefined;
  await keepCount(accountId, stored, failures, waitUntil);
  return { right: false, waitUntil };
}

/** The count stored with the hash, and in memory as well should the store refuse it. */
async function keepCount(accountId: string, stored: StoredPin, failures: number, waitUntil: number | undefined): Promise<void> {
  unsaved.set(accountId, { failures, waitUntil });
  const { salt, hash, iterations } = stored;
  try {
    await pins().set(accountId, { salt, hash, iterations, failures, waitUntil } satisfies StoredPin);
    unsaved.delete(accountId);
  } catch {
    // Kept in memory until the app restarts.
  }
}

/** The PIN comes off: the account opens without one. */
export function removePin(accountId: string): Promise<void> {
  unsaved.delete(accountId);
  return forgetPin(accountId);
}
