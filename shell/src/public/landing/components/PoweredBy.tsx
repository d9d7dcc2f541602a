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
  // A phone shows the name as text instead of the logo: a wide logo shrunk to the header's
  // height is unreadable. The logo stays in the accessibility tree there (visually hidden), so the
  // link keeps one accessible name, its alt text; the text copy is for the eye only.
  const nameInsteadOfLogoOnPhone = Boolean(src && name);
  const mark = src ? (
    <>
      <img className="sh-powered-logo" src={src} alt={name || logo?.alternativeText || messages.auth.poweredByLogoAlt} width={logo?.width} height={logo?.height} />
      {nameInsteadOfLogoOnPhone && (
        <span className="sh-powered-name sh-powered-name-phone" aria-hidden="true">
          {name}
        </span>
      )}
    </>
  ) : (
    <span className="sh-powered-name">{name}</span>
  );
  const href = safeHref(url);
  return (
    <p className={nameInsteadOfLogoOnPhone ? 'sh-powered-by sh-powered-by-name-on-phone' : 'sh-powered-by'}>
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
