import { messages, type ContentSection } from '@doorloopjes/shared';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { collection, serverError, type setupMswServer } from './fixtures';
import { renderSection } from './render';

interface PageAt {
  section: ContentSection;
  path: string;
}

interface DetailFailures {
  /** A page whose slug no entry has. */
  missing: PageAt;
  /** A page whose collection (`apiPath`) the content service fails to read. */
  failing: PageAt & { apiPath: string };
  server: ReturnType<typeof setupMswServer>;
  /** Empties the collection the test file's handler answers with. */
  noEntries: () => void;
  entryName?: string;
  notFoundText?: string;
  errorText?: string;
}

/** The two ways every one-entry page can fail: a slug no entry has, and a failing content service. */
export function itReportsMissingAndFailingEntries({
  missing,
  failing,
  server,
  noEntries,
  entryName = 'content',
  notFoundText = messages.content.contentNotFound,
  errorText = messages.content.contentError,
}: DetailFailures) {
  it(`says the ${entryName} was not found for an unknown slug`, async () => {
    noEntries();
    renderSection(missing.section, missing.path);
    expect(await screen.findByRole('alert')).toHaveTextContent(notFoundText);
  });

  it('shows the error message when the content service fails', async () => {
    server.use(collection(failing.apiPath, serverError).handler);
    renderSection(failing.section, failing.path);
    expect(await screen.findByRole('alert')).toHaveTextContent(errorText);
  });
}
