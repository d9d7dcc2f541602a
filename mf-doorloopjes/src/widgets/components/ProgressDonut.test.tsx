/* eslint-disable testing-library/no-node-access, testing-library/no-container -- This test checks the SVG sectors and their colours, which have no role. */
import { messages } from '@doorloopjes/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleList, userWith } from '../../test/fixtures';
import { renderWithSession } from '../../test/renderWithSession';
import ProgressDonut from './ProgressDonut';

const t = messages.doorloopjes;

describe('ProgressDonut', () => {
  it('describes the three counts and the total in text', () => {
    // Guide 3 is in both lists: it counts as completed only (completed wins).
    renderWithSession(<ProgressDonut />, { list: sampleList, user: userWith({ inprogress: [1, 3], completed: [3, 4] }) });
    const figure = screen.getByRole('figure');
    const items = within(figure).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([`${t.statusCompleted}: 2`, `${t.statusInProgress}: 1`, `${t.statusNotStarted}: 2`]);
    expect(figure).toHaveTextContent(t.progressSummary(40));
    expect(figure).toHaveTextContent(`5 ${t.progressTotal}`);
  });

  it('shows the total in the centre of the drawing and keeps the drawing out of the accessibility tree', () => {
    const { container } = renderWithSession(<ProgressDonut />, { list: sampleList, user: userWith({ completed: [1] }) });
    const drawing = container.querySelector('.dj-donut');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing).toHaveTextContent('5');
    // Nothing inside an aria-hidden drawing may be reachable with Tab (axe: aria-hidden-focus).
    expect(drawing?.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: t.progressTitle })).toBeInTheDocument();
  });

  it('draws one sector per non-empty status in the status colours', () => {
    const { container } = renderWithSession(<ProgressDonut />, { list: sampleList, user: userWith({ inprogress: [1], completed: [2] }) });
    const fills = [...container.querySelectorAll('.dj-donut-slice')].map((slice) => slice.getAttribute('stroke'));
    expect(fills).toEqual(['#2e7d32', '#f2b705', '#c4c4c4']);
  });

  it('shows zeros and an empty ring without guides', () => {
    renderWithSession(<ProgressDonut />, { list: [], user: userWith() });
    expect(within(screen.getByRole('figure')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${t.statusCompleted}: 0`,
      `${t.statusInProgress}: 0`,
      `${t.statusNotStarted}: 0`,
    ]);
  });
});
