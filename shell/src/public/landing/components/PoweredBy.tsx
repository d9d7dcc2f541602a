import { mediaUrl, messages, safeHref, type Image } from '@doorloopjes/shared';

interface Props {
  logo?: Image | null;
  name?: string | null;
  url?: string | null;
}

/** 'Powered by' the foundation: its logo when there is one, else its name; linked when possible. */
export function PoweredBy({ logo, name, url }: Props) {
  const src = mediaUrl(logo?.url);
  if (!src && !name) return null;
  // Width and height reserve the logo's space before it loads (no layout shift).
  const mark = src ? (
    <img className="sh-powered-logo" src={src} alt={name || logo?.alternativeText || messages.auth.poweredByLogoAlt} width={logo?.width} height={logo?.height} />
  ) : (
    <span>{name}</span>
  );
  const href = safeHref(url);
  return (
    <p className="sh-powered-by">
      <span>{messages.auth.poweredBy}</span>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {mark}
        </a>
      ) : (
        mark
      )}
    </p>
  );
}
