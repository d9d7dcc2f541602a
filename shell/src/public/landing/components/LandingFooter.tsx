import { messages, paths } from '@doorloopjes/shared';
import { Link } from 'react-router-dom';
import type { SocialLink } from '../../types';
import { SocialLinks } from '../../social/components/SocialLinks';

interface Props {
  siteTitle: string;
  socialLinks: SocialLink[] | null | undefined;
  onLogin: () => void;
  onContact: () => void;
  onPrivacy: () => void;
}

/** Copyright, the Inloggen/Contact/Privacybeleid links and the social links. */
export function LandingFooter({ siteTitle, socialLinks, onLogin, onContact, onPrivacy }: Props) {
  return (
    <footer className="sh-landing-footer">
      <p>{messages.auth.copyright(new Date().getFullYear(), siteTitle)}</p>
      <nav aria-label={messages.auth.footerNavLabel}>
        <ul className="sh-footer-links">
          <li>
            <button type="button" className="sh-footer-link" onClick={onLogin}>
              {messages.auth.login}
            </button>
          </li>
          <li>
            <button type="button" className="sh-footer-link" onClick={onContact}>
              {messages.auth.contact}
            </button>
          </li>
          <li>
            <button type="button" className="sh-footer-link" onClick={onPrivacy}>
              {messages.auth.privacyPolicy}
            </button>
          </li>
          <li>
            <Link className="sh-footer-link" to={paths.accessibility()}>
              {messages.accessibility.title}
            </Link>
          </li>
        </ul>
      </nav>
      <SocialLinks links={socialLinks} />
    </footer>
  );
}
