import { useState } from 'preact/hooks';

/** A round picture of the account, or its initials when the picture can't load. */
export function Avatar({ name, url, size = 'medium' }: { name: string; url: string; size?: 'small' | 'medium' | 'large' }) {
  const [broken, setBroken] = useState(!url);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  return (
    <span class={`avatar avatar--${size}`} aria-hidden="true">
      {broken ? <span class="avatar__initials">{initials}</span> : <img src={url} alt="" onError={() => setBroken(true)} />}
    </span>
  );
}
