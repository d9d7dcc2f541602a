import { mediaUrl, messages, type GlobalSettings } from '@doorloopjes/shared';
import type { PublicSiteExtras } from '../../types';
import { DefaultLogo } from './DefaultLogo';
import { PoweredBy } from './PoweredBy';
import '../../../styles/pageBar.css';

interface Props {
  settings: GlobalSettings | null;
  extras: PublicSiteExtras | null;
  onLogin: () => void;
  onRegister: () => void;
}

/** Logo, site title, the 'Powered by' mention and the two entry buttons. */
export function LandingHeader({ settings, extras, onLogin, onRegister }: Props) {
  const siteTitle = settings?.siteTitle || messages.common.productName;
  const logo = mediaUrl(settings?.logo?.url);
  return (
    <header className="sh-page-bar sh-landing-header">
      <div className="sh-landing-brand">
        {/* The intrinsic size lets the browser reserve the logo's width: the header does not
            reflow (and push the page down) when it arrives. */}
        {logo ? <img className="sh-landing-logo" src={logo} alt={siteTitle} width={settings?.logo?.width} height={settings?.logo?.height} /> : <DefaultLogo />}
        {/* An uploaded logo carries the name itself (its alt text names it): the title beside it
            repeats it for the eye only, and a phone, short of room, leaves it out. */}
        <span className={logo ? 'sh-landing-site-title sh-landing-site-title-beside-logo' : 'sh-landing-site-title'} aria-hidden={logo ? true : undefined}>
          {siteTitle}
        </span>
      </div>
      <PoweredBy logo={settings?.poweredByLogo ?? extras?.poweredByLogo} name={extras?.poweredByName} url={extras?.poweredByUrl} />
      <div className="sh-landing-actions">
        <button type="button" className="button button-secondary" onClick={onLogin}>
          {messages.auth.login}
        </button>
        <button type="button" className="button" onClick={onRegister}>
          {messages.auth.register}
        </button>
      </div>
    </header>
  );
}
