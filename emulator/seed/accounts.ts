/**
 * The emulator's people. Deterministic, so tests and screenshots are stable.
 * Who can sign in: a person, with or without a channel.
 */
export interface Person {
  id: string;
  name: string;
  email: string;
  /** Background colour of the generated avatar. */
  color: string;
  /** Accounts of an organization may use org-internal clients. */
  org?: string;
  /** Scope suffixes (after `{scopeBase}/auth/`) the account's administrator blocks for every client. */
  adminBlockedScopes?: string[];
}

/** An account that owns one channel (its id is `channelId`); the video data API seeds the rest. */
export interface Account extends Person {
  channelId: string;
}

export const seedAccounts: Account[] = [
  { id: 'acct-ada', name: 'Ada Lovelace', email: 'ada@example.com', color: '#c2410c', channelId: 'UCada0000000000000000001' },
  { id: 'acct-grace', name: 'Grace Hopper', email: 'grace@example.com', color: '#1d4ed8', channelId: 'UCgrace00000000000000002' },
  { id: 'acct-alan', name: 'Alan Turing', email: 'alan@example.com', color: '#15803d', channelId: 'UCalan000000000000000003' },
  { id: 'acct-hedy', name: 'Hedy Lamarr', email: 'hedy@studio.example', color: '#7e22ce', channelId: 'UChedy000000000000000004', org: 'studio.example' },
  {
    id: 'acct-kid',
    name: 'Sam (school account)',
    email: 'sam@school.example',
    color: '#0f766e',
    channelId: 'UCsam0000000000000000005',
    org: 'school.example',
    adminBlockedScopes: ['video'],
  },
];

/**
 * Accounts without a channel (an "unlinked" account, in the data API's words): they sign in and
 * read public data, and get the signup-required error wherever a channel is needed
 * (video/access.ts). Kept apart from `seedAccounts` so the generated video data stays the same.
 */
export const seedUnlinkedPeople: Person[] = [{ id: 'acct-margaret', name: 'Margaret Hamilton (no channel)', email: 'margaret@example.com', color: '#b45309' }];

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part))
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
