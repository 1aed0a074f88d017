/** What `npm start` prints once the app is up (startBanner.mjs). */
export function startBanner(where: { appPort: string; emulatorPort: string; lan: string[]; controlFromLan: boolean }): string[];
