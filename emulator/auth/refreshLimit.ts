import type { Grant } from './authService.ts';

/**
 * The refresh-token limit (docs/reference/facts.md, Tokens: keeping refresh tokens): the public
 * OAuth documentation caps live refresh tokens per client and account at 100, and "if the limit is
 * reached, creating a new refresh token automatically invalidates the oldest refresh token without
 * warning" (<https://developers.google.com/identity/protocols/oauth2#expiration>). A TV that signs
 * in again instead of keeping its refresh token finds its oldest session dead: invalid_grant.
 *
 * The grants whose refresh tokens stop working once `fresh` is issued: the oldest live ones of the
 * same account and client beyond `limit`.
 */
export function grantsPastLimit(grants: Iterable<Grant>, fresh: Grant, limit: number): Grant[] {
  const live = [...grants]
    .filter((g) => g.accountId === fresh.accountId && g.clientId === fresh.clientId && g.revokedAt === undefined && g.refreshRetiredAt === undefined)
    .sort((a, b) => a.createdAt - b.createdAt || a.serial - b.serial);
  return live.slice(0, Math.max(0, live.length - limit));
}
