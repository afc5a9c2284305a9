import { useState } from 'react';

/** Up to two initials of a name: "Alice Smith" -> "AS", "bob" -> "B". */
export function initialsOf(name: string | undefined | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? words[0][0] : words[0][0] + words[words.length - 1][0];
  return letters.toUpperCase();
}

export interface AvatarProps {
  name?: string | null;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** The user's picture, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const className = `ui-avatar ui-avatar--${size}`;
  if (src && !failed)
    return (
      <img
        className={className}
        src={src}
        alt={name ? `${name}'s avatar` : 'Avatar'}
        onError={() => setFailed(true)}
      />
    );
  return (
    <span className={className} role="img" aria-label={name ? `${name}'s avatar` : 'Avatar'}>
      {initialsOf(name)}
    </span>
  );
}
