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
  markPinned(accountId, true);
}

/** Wrong PINs in a row taken without a wait; each one after makes the next wait (waitAfterWrong). */
const FREE_TRIES = 3;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;

/**
 * How long the pad waits after `failures` wrong PINs in a row: nothing for the first two, then
 * 30 s, doubling with each wrong PIN after, 15 minutes at most. Ten thousand PINs tried one by one
 * then take weeks, where without a wait a child could run through them in an afternoon.
 */
export function waitAfterWrong(failures: number): number {
  return failures < FREE_TRIES ? 0 : Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_TRIES));
}

export interface PinAnswer {
  right: boolean;
  /** Set while no PIN is checked: when the next try is taken (ms since 1970). */
  waitUntil?: number;
}

/**
 * Whether `pin` is the account's PIN (right when it has none). Wrong PINs in a row are counted
 * with the hash, so a restart does not clear them; past the free tries each makes the next wait,
 * and a PIN typed while waiting is not checked at all. A right PIN clears the count.
 */
export async function checkPin(accountId: string, pin: string, now = Date.now()): Promise<PinAnswer> {
  const stored = await pins().get<StoredPin>(accountId);
  if (!stored) return { right: true };
  // A wait longer than any this sets: the TV's clock went back. It is over, not longer.
  if (stored.waitUntil && now < stored.waitUntil && stored.waitUntil - now <= LONGEST_WAIT_MS) return { right: false, waitUntil: stored.waitUntil };
  const { salt, hash, iterations } = stored;
  // A plain comparison: the hash is checked on the TV against its own storage, no remote caller to time it.
  if (derive(pin, hexToBytes(salt), iterations) === hash) {
    if (stored.failures) await pins().set(accountId, { salt, hash, iterations } satisfies StoredPin);
    return { right: true };
  }
  const failures = (stored.failures ?? 0) + 1;
  const wait = waitAfterWrong(failures);
  const waitUntil = wait ? now + wait : undefined;
  await pins().set(accountId, { salt, hash, iterations, failures, waitUntil } satisfies StoredPin);
  return { right: false, waitUntil };
}

/** The PIN comes off: the account opens without one. */
export const removePin = forgetPin;
