import { afterEach } from 'vitest';

interface Closable {
  close(): Promise<void>;
}

const started: Closable[] = [];

// Registered once for every test file that imports this helper: what a test started is closed
// after it, the last started first (the assistant before the content service it reads), also
// when the test failed halfway.
afterEach(async () => {
  for (const running of started.splice(0).reverse()) await running.close();
});

/** Hands back what a test just started (assistant, fake content service), closing it after the test. */
export function closeAfterTest<T extends Closable>(running: T): T {
  started.push(running);
  return running;
}
