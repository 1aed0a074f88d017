import { escapeHtml } from '../http.ts';
import { initials, type Account } from '../seed/accounts.ts';

/** A round avatar with the account's initials, as SVG (there is no internet to fetch photos from). */
export function avatarSvg(account: Pick<Account, 'name' | 'color'>, size: number): string {
  const r = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<circle cx="${r}" cy="${r}" r="${r}" fill="${escapeHtml(account.color)}"/>
<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${Math.round(size * 0.4)}" fill="#fff">${escapeHtml(initials(account.name))}</text>
</svg>`;
}
