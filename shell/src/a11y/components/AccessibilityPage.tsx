import { messages } from '@doorloopjes/shared';
import { PublicPageFrame } from '../../public/components/PublicPageFrame';
import './accessibility.css';

const a = messages.accessibility;

/**
 * /toegankelijkheid: the accessibility statement. Public (visitors reach it from the landing
 * page's footer, teachers from the profile menu), so it uses the public pages' frame.
 */
export function AccessibilityPage() {
  return (
    <PublicPageFrame title={a.title}>
      <div className="sh-accessibility">
        <p>{a.intro}</p>
        <h2>{a.metTitle}</h2>
        <ul>
          {a.met.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h2>{a.notYetTitle}</h2>
        <ul>
          {a.notYet.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h2>{a.contactTitle}</h2>
        <p>{a.contact}</p>
      </div>
    </PublicPageFrame>
  );
}
