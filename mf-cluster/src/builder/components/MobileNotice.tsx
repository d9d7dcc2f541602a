import { messages, paths } from '@doorloopjes/shared';
import { Link } from 'react-router-dom';

/** The builder is desktop only; narrow screens get this instead of the canvas. */
export function MobileNotice() {
  return (
    <div className="cl-mobile">
      <h2>{messages.cluster.mobileTitle}</h2>
      <p>{messages.cluster.mobileText}</p>
      <Link to={paths.dashboard()} className="cl-button cl-button-primary">
        {messages.cluster.mobileLink}
      </Link>
    </div>
  );
}
