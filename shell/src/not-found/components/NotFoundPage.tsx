import { messages, paths } from '@doorloopjes/shared';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>{messages.common.notFoundTitle}</h1>
      <p>{messages.common.notFoundText}</p>
      <Link to={paths.dashboard()}>{messages.common.backToDashboard}</Link>
    </section>
  );
}
