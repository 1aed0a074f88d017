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

/** Whether `pin` is the account's PIN; true when it has none. */
export async function checkPin(accountId: string, pin: string): Promise<boolean> {
  const stored = await pins().get<StoredPin>(accountId);
  if (!stored) return true;
  // A plain comparison: the hash is checked on the TV against its own storage, no remote caller to time it.
  return derive(pin, hexToBytes(stored.salt), stored.iterations) === stored.hash;
}

/** The PIN comes off: the account opens without one. */
export const removePin = forgetPin;
