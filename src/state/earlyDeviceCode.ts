import type { DeviceCodeResponse } from '../auth/oauthClient.ts';

/*
 * A TV with no stored account will show a sign-in code first: its code request starts as soon as
 * the session knows that, alongside the sign-in screen's code, rather than after that code has
 * arrived, run and rendered. On a TV's network the request's round trip is then off the path to
 * the code on screen. The sign-in flow's first request takes it; every later one is its own.
 */

/** Older than this, an unclaimed early code is left unused: the flow asks for a fresh one. */
const FRESH_MS = 60_000;

let early: { response: Promise<DeviceCodeResponse>; at: number } | undefined;

/** Starts the first code request now; a failure is the flow's to show, when it takes it. */
export function requestCodeEarly(request: () => Promise<DeviceCodeResponse>, now = Date.now()): void {
  const response = request();
  response.catch(() => undefined); // not unhandled while nobody has taken it yet
  early = { response, at: now };
}

/** The early request, once, if it is still fresh; otherwise undefined. */
export function takeEarlyCode(now = Date.now()): Promise<DeviceCodeResponse> | undefined {
  const taken = early;
  early = undefined;
  return taken && now - taken.at < FRESH_MS ? taken.response : undefined;
}

/**
 * Drops the early request unclaimed: asked on the mark that no account was stored, it is not
 * wanted once IndexedDB lists one. A sign-in screen opened later (Add account) asks afresh, with
 * its own countdown, rather than take a code whose time has been running.
 */
export function dropEarlyCode(): void {
  early = undefined;
}
