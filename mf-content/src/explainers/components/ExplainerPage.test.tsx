/* eslint-disable testing-library/no-node-access -- This test checks the markup markdown produced, which no role exposes. */
import { messages } from '@doorloopjes/shared';
import recordedHows from '@doorloopjes/runtime/testing/content/sharedRequests.explainersRequest.how.json';
import recordedWhy from '@doorloopjes/runtime/testing/content/sharedRequests.explainerBySlugRequest.why.waarom-herhalen.json';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { collection, list, paragraph, setupMswServer } from '../../test/fixtures';
import { itReportsMissingAndFailingEntries } from '../../test/detailFailures';
import { logIn, renderSection } from '../../test/render';

type RecordedExplainer = (typeof recordedHows.data)[number];
let current: RecordedExplainer[] = [];
const whies = collection('/api/whies', () => list(current));
const hows = collection('/api/hows', () => list(current));
const server = setupMswServer(whies.handler, hows.handler);

const withSteps = recordedWhy.data[0]!;
// The seeded how-to without steps (the list read asks for the same fields as the read by slug).
const withoutSteps = recordedHows.data.find((explainer) => explainer.steps.length === 0)!;
const firstText = (explainer: { description: { children: { text: string }[] }[] }) => explainer.description[0]!.children[0]!.text;

beforeEach(() => logIn());

describe('/why/:slug and /how/:slug', () => {
  it('shows the steps, numbered with image, title and description, when there are steps', async () => {
    current = [withSteps];
    renderSection('why', `/why/${withSteps.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: withSteps.title })).toBeVisible();
    const steps = within(screen.getByRole('list', { name: messages.content.steps })).getAllByRole('listitem');
    expect(steps).toHaveLength(withSteps.steps.length);
    const [firstStep] = withSteps.steps;
    expect(within(steps[0] as HTMLElement).getByRole('heading', { name: firstStep!.title })).toBeVisible();
    expect(within(steps[0] as HTMLElement).getByText(firstStep!.description)).toBeVisible();
    expect(screen.queryByText(firstText(withSteps))).not.toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: messages.content.breadcrumb }));
    expect(breadcrumb.getByRole('link', { name: messages.content.typeWhy })).toHaveAttribute('href', '/achtergronden');
    expect(whies.calls.at(-1)?.searchParams.get('filters[slug][$eq]')).toBe(withSteps.slug);
    expect(whies.calls.at(-1)?.searchParams.getAll('populate')).toEqual(['steps.image', 'image']);
  });

  it('shows the description as plain text when there are no steps', async () => {
    current = [withoutSteps];
    renderSection('how', `/how/${withoutSteps.slug}`);
    expect(await screen.findByText(firstText(withoutSteps))).toBeVisible();
    expect(hows.calls.at(-1)?.searchParams.get('filters[slug][$eq]')).toBe(withoutSteps.slug);
    expect(within(screen.getByRole('navigation', { name: messages.content.breadcrumb })).getByRole('link', { name: messages.content.typeHow })).toBeVisible();
  });

  it('drops formatting and shows markup as text in a description without steps', async () => {
    // The seed's descriptions hold neither bold text nor markup, so this description is written here.
    current = [
      {
        ...withoutSteps,
        description: [{ type: 'paragraph', children: [{ type: 'text', text: 'Een vaste ' }, { type: 'text', text: 'routine', bold: true }] }, paragraph('<script>x</script>')],
      } as RecordedExplainer,
    ];
    renderSection('how', `/how/${withoutSteps.slug}`);
    expect(await screen.findByText('Een vaste routine')).toBeVisible();
    expect(screen.getByText('<script>x</script>')).toBeVisible();
    expect(document.querySelector('strong')).toBeNull();
  });

  itReportsMissingAndFailingEntries({
    missing: { section: 'how', path: '/how/onbekend' },
    failing: { section: 'why', path: '/why/iets', apiPath: '/api/whies' },
    server,
    noEntries: () => (current = []),
  });
});
