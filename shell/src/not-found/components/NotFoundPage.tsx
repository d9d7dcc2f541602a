import { messages, paths, usePageTitle } from '@doorloopjes/shared';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  usePageTitle(messages.common.notFoundTitle);
  return (
    <section className="not-found">
      <h1 tabIndex={-1}>{messages.common.notFoundTitle}</h1>
      <p>{messages.common.notFoundText}</p>
      <Link to={paths.dashboard()}>{messages.common.backToDashboard}</Link>
    </section>
  );
}
