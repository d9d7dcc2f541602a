import { messages } from '@doorloopjes/shared';

/** The first Tab stop of every page: jumps past the header and navigation to `main`. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      {messages.layout.skipToContent}
    </a>
  );
}
