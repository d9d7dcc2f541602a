import { messages, safeHref } from '@doorloopjes/shared';
import type { SocialLink, SocialPlatform } from '../../types';
import './social.css';

const PLATFORM_NAMES: Record<SocialPlatform, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
  website: 'Website',
};

/** Social links from the content service; unsafe or empty addresses are left out. */
export function SocialLinks({ links, className }: { links: SocialLink[] | null | undefined; className?: string }) {
  const usable = (links ?? []).flatMap((link) => {
    const href = safeHref(link.url);
    return href ? [{ ...link, href }] : [];
  });
  if (usable.length === 0) return null;
  return (
    <ul className={`sh-social${className ? ` ${className}` : ''}`} aria-label={messages.auth.socialLinksLabel}>
      {usable.map((link) => (
        <li key={`${link.platform}-${link.href}`}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label || PLATFORM_NAMES[link.platform] || link.platform}
          </a>
        </li>
      ))}
    </ul>
  );
}
