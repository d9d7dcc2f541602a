import { messages } from '@doorloopjes/shared';
import recordedWithoutDate from '@doorloopjes/runtime/testing/content/webinarRequests.digidateBySlugRequest.test-webinar-zonder-datum.json';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { collection, list, setupMswServer } from '../../test/fixtures';
import { logIn, renderSection } from '../../test/render';

// A webinar published before its date is known, as the seeded content service answers it.
const withoutDate = recordedWithoutDate.data[0]!;
setupMswServer(collection('/api/digidates', () => list([withoutDate])).handler);

beforeEach(() => {
  logIn();
});

describe('a webinar without a date', () => {
  it('opens with its title in the breadcrumb and no invalid date', async () => {
    renderSection('webinars', `/webinars/${withoutDate.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: withoutDate.title })).toBeVisible();
    expect(screen.getByRole('navigation', { name: messages.content.breadcrumb })).toHaveTextContent(withoutDate.title);
    expect(document.body).not.toHaveTextContent(/Invalid Date|NaN/);
  });

  it('is listed under the upcoming webinars, without a date', async () => {
    renderSection('webinars', '/webinars');
    expect(await screen.findByRole('link', { name: withoutDate.title })).toBeVisible();
    expect(screen.getByRole('heading', { name: messages.content.upcoming })).toBeVisible();
    expect(screen.queryByText(messages.content.noUpcoming)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Invalid Date|NaN/);
  });
});
