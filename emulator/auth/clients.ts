/** OAuth clients registered in the emulator's developer console. */
export type ClientType = 'TVs and Limited Input devices' | 'Web application';

export interface OAuthClient {
  id: string;
  secret: string;
  name: string;
  type: ClientType;
  /** Set for a client whose project is restricted to accounts of one organization. */
  orgInternal?: string;
}

export const seedClients: OAuthClient[] = [
  // The app's own client: what public/config.json names by default.
  { id: 'tenfoot-tv.apps.emulator', secret: 'tenfoot-tv-secret', name: 'tenfoot', type: 'TVs and Limited Input devices' },
  // A client of the wrong type: the device flow answers invalid_client
  // (docs/reference/facts.md, Device flow: client type and secret).
  { id: 'tenfoot-web.apps.emulator', secret: 'tenfoot-web-secret', name: 'tenfoot website', type: 'Web application' },
  // A client restricted to one organization: other accounts get org_internal.
  {
    id: 'studio-internal-tv.apps.emulator',
    secret: 'studio-internal-secret',
    name: 'Studio internal TV',
    type: 'TVs and Limited Input devices',
    orgInternal: 'studio.example',
  },
];
