import { messages } from '@doorloopjes/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleList, userWith } from '../../test/fixtures';
import { renderWithSession } from '../../test/renderWithSession';
import InProgressCarousel from './InProgressCarousel';

const t = messages.doorloopjes;
const next = () => screen.getByRole('button', { name: `${messages.common.next}: ${t.inProgressTitle}` });
const previous = () => screen.getByRole('button', { name: `${messages.common.previous}: ${t.inProgressTitle}` });
const currentLink = () => screen.getByRole('link');

describe('InProgressCarousel', () => {
  it("is titled 'Bezig met...' and shows the in-progress guides in list order, wrapping around", async () => {
    renderWithSession(<InProgressCarousel />, { list: sampleList, user: userWith({ inprogress: [4, 1] }) });
    expect(screen.getByRole('heading', { name: t.inProgressTitle })).toBeInTheDocument();
    expect(currentLink()).toHaveAttribute('href', '/doorloopjes/gids-1');
    expect(currentLink()).toHaveTextContent('REKENEN');
    await userEvent.click(next());
    expect(currentLink()).toHaveAttribute('href', '/doorloopjes/gids-4');
    await userEvent.click(next());
    expect(currentLink()).toHaveAttribute('href', '/doorloopjes/gids-1');
    await userEvent.click(previous());
    expect(currentLink()).toHaveAttribute('href', '/doorloopjes/gids-4');
  });

  it('leaves out guides that are also completed', () => {
    renderWithSession(<InProgressCarousel />, { list: sampleList, user: userWith({ inprogress: [1, 3], completed: [3] }) });
    expect(currentLink()).toHaveAttribute('href', '/doorloopjes/gids-1');
    expect(screen.queryByRole('button', { name: `${messages.common.next}: ${t.inProgressTitle}` })).not.toBeInTheDocument();
  });

  it('says so when nothing is in progress', () => {
    renderWithSession(<InProgressCarousel />, { list: sampleList, user: userWith() });
    expect(screen.getByText(t.noneInProgress)).toBeInTheDocument();
  });
});
