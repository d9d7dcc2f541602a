/* eslint-disable testing-library/no-node-access -- This test checks the markup markdown produced, which no role exposes. */
import { messages, type Explainer } from '@doorloopjes/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { collection, explainer, list, setupMswServer, paragraph } from '../../test/fixtures';
import { itReportsMissingAndFailingEntries } from '../../test/detailFailures';
import { logIn, renderSection } from '../../test/render';

let current: Explainer[] = [];
const whies = collection('/api/whies', () => list(current));
const hows = collection('/api/hows', () => list(current));
const server = setupMswServer(whies.handler, hows.handler);

beforeEach(() => logIn());

describe('/why/:slug and /how/:slug', () => {
  it('shows the steps, numbered with image, title and description, when there are steps', async () => {
    current = [
      explainer({
        id: 1,
        slug: 'waarom-herhalen',
        title: 'Waarom herhalen werkt',
        description: [paragraph('Niet tonen als er stappen zijn.')],
        steps: [
          { id: 1, title: 'Vergeetcurve', description: 'We vergeten snel.', image: { url: '/uploads/curve.jpg' } },
          { id: 2, title: 'Ophalen versterkt', description: 'Oefenen helpt.' },
        ],
      }),
    ];
    renderSection('why', '/why/waarom-herhalen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Waarom herhalen werkt' })).toBeVisible();
    const steps = within(screen.getByRole('list', { name: messages.content.steps })).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(within(steps[0] as HTMLElement).getByRole('heading', { name: 'Vergeetcurve' })).toBeVisible();
    expect(within(steps[0] as HTMLElement).getByText('We vergeten snel.')).toBeVisible();
    expect(screen.queryByText('Niet tonen als er stappen zijn.')).not.toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: messages.content.breadcrumb }));
    expect(breadcrumb.getByRole('link', { name: messages.content.typeWhy })).toHaveAttribute('href', '/achtergronden');
    expect(whies.calls.at(-1)?.searchParams.get('filters[slug][$eq]')).toBe('waarom-herhalen');
    expect(whies.calls.at(-1)?.searchParams.getAll('populate')).toEqual(['steps.image', 'image']);
  });

  it('shows the description as plain text when there are no steps', async () => {
    current = [
      explainer({
        id: 2,
        slug: 'hoe-start-je',
        title: 'Hoe start je de dag?',
        steps: [],
        description: [{ type: 'paragraph', children: [{ type: 'text', text: 'Een vaste ' }, { type: 'text', text: 'routine', bold: true }] }, paragraph('<script>x</script>')],
      }),
    ];
    renderSection('how', '/how/hoe-start-je');
    expect(await screen.findByText('Een vaste routine')).toBeVisible();
    expect(screen.getByText('<script>x</script>')).toBeVisible();
    expect(document.querySelector('strong')).toBeNull();
    expect(hows.calls.at(-1)?.searchParams.get('filters[slug][$eq]')).toBe('hoe-start-je');
    expect(within(screen.getByRole('navigation', { name: messages.content.breadcrumb })).getByRole('link', { name: messages.content.typeHow })).toBeVisible();
  });

  itReportsMissingAndFailingEntries({
    missing: { section: 'how', path: '/how/onbekend' },
    failing: { section: 'why', path: '/why/iets', apiPath: '/api/whies' },
    server,
    noEntries: () => (current = []),
  });
});
