import { messages } from '@doorloopjes/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paragraph, sampleList, userWith } from '../../test/fixtures';
import { emulateViewportWidth } from '@doorloopjes/runtime/testing';
import { renderWithSession } from '../../test/renderWithSession';
import { DoorloopjesListPage } from './DoorloopjesListPage';

const t = messages.doorloopjes;
const user = userWith({ favorite: [2, 5], inprogress: [1], completed: [3, 4] });
const renderList = (list = sampleList) => renderWithSession(<DoorloopjesListPage />, { list, user });
const cardTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const themeHeadings = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('DoorloopjesListPage', () => {
  it('shows the loading text while the session loads', () => {
    renderWithSession(<DoorloopjesListPage />, { list: [], loading: true });
    expect(screen.getByRole('status')).toHaveTextContent(t.listLoading);
  });

  it('groups the guides by theme in list order, with links to each guide', () => {
    renderList();
    const rekenen = screen.getByRole('region', { name: 'Rekenen' });
    expect(within(rekenen).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/doorloopjes/gids-1', '/doorloopjes/gids-3']);
    expect(within(screen.getByRole('region', { name: 'Lezen' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Begrijpend lezen',
      'Voorlezen in de klas',
    ]);
    // Guides without a theme fall under the default theme.
    expect(screen.getByRole('region', { name: t.defaultTheme })).toHaveTextContent('Werken met kaarten');
  });

  it('shows each theme description, or the fallback text', () => {
    renderList();
    expect(within(screen.getByRole('region', { name: 'Rekenen' })).getByText('Alles over rekenen.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Lezen' })).getByText(t.noThemeDescription)).toBeInTheDocument();
  });

  it('shows per theme how many guides are completed, as text and as a progress bar', () => {
    renderList();
    const rekenen = screen.getByRole('region', { name: 'Rekenen' });
    expect(within(rekenen).getByText(t.themeProgress(1, 2))).toBeInTheDocument();
    const bar = within(rekenen).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(within(screen.getByRole('region', { name: 'Lezen' })).getByText(t.themeProgress(1, 2))).toBeInTheDocument();
  });

  it('keeps the theme progress over the whole theme while a filter hides guides', async () => {
    renderList();
    await userEvent.click(screen.getByRole('button', { name: t.inProgress }));
    expect(within(screen.getByRole('region', { name: 'Rekenen' })).getByText(t.themeProgress(1, 2))).toBeInTheDocument();
  });

  it('shows a 100-character preview of the description with an ellipsis', () => {
    const long = 'Deze beschrijving is bewust heel lang zodat de kaart haar moet afkappen na precies honderd tekens, en niet later.';
    renderList([{ ...sampleList[0]!, description: [paragraph(long)] }]);
    expect(screen.getByText(`${long.slice(0, 100)}...`)).toBeInTheDocument();
  });

  it('filters on book with the Filter op boek dropdown', async () => {
    renderList();
    const select = screen.getByRole('combobox', { name: t.filterByBook });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([t.filterByBook, t.book(1), t.book(2), t.book(3)]);
    await userEvent.selectOptions(select, t.book(2));
    expect(cardTitles()).toEqual(['Tafels oefenen', 'Voorlezen in de klas']);
    await userEvent.selectOptions(select, t.filterByBook);
    expect(cardTitles()).toHaveLength(5);
  });

  it.each([
    [t.saved, ['Begrijpend lezen', 'Werken met kaarten']],
    [t.inProgress, ['Breuken vergelijken']],
    [t.completed, ['Tafels oefenen', 'Voorlezen in de klas']],
  ])('toggle %s shows only those guides and clears when clicked again', async (label, expected) => {
    renderList();
    const toggle = screen.getByRole('button', { name: label });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(expected);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toHaveLength(5);
  });

  it('only one toggle is active at a time', async () => {
    renderList();
    await userEvent.click(screen.getByRole('button', { name: t.saved }));
    await userEvent.click(screen.getByRole('button', { name: t.completed }));
    expect(screen.getByRole('button', { name: t.saved })).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(['Tafels oefenen', 'Voorlezen in de klas']);
  });

  it('searches titles and hides themes without matches', async () => {
    renderList();
    await userEvent.type(screen.getByRole('searchbox', { name: t.searchLabel }), 'lezen');
    expect(await screen.findByText('Begrijpend lezen')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Begrijpend lezen', 'Voorlezen in de klas']);
    expect(themeHeadings()).not.toContain('Rekenen');
  });

  it('says so when nothing matches the filters', async () => {
    renderList();
    await userEvent.type(screen.getByRole('searchbox', { name: t.searchLabel }), 'bestaat niet');
    expect(await screen.findByText(t.noneMatchFilters)).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);
  });

  it('marks cards that are saved, in progress or completed', () => {
    renderList();
    const cardOf = (title: string) => screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name: title }));
    expect(cardOf('Begrijpend lezen')).toHaveTextContent(t.saved);
    expect(cardOf('Tafels oefenen')).toHaveTextContent(t.completed);
  });

  it('on desktop shows the explanation and the theme navigation without toggles', () => {
    renderList();
    expect(screen.getByText(t.listIntro)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: t.themesNav });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#dj-theme-rekenen',
      '#dj-theme-lezen',
      '#dj-theme-algemeen',
    ]);
    expect(screen.queryByRole('button', { name: t.toggleThemes(false) })).not.toBeInTheDocument();
  });
});

describe('DoorloopjesListPage on a narrow screen', () => {

  it('hides explanation and themes behind Toon/Verberg toggles', async () => {
    emulateViewportWidth(390);
    renderList();
    expect(screen.queryByText(t.listIntro)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: t.themesNav })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t.toggleExplanation(false) }));
    expect(screen.getByText(t.listIntro)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.toggleExplanation(true) })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: t.toggleThemes(false) }));
    expect(screen.getByRole('navigation', { name: t.themesNav })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.toggleThemes(true) }));
    expect(screen.queryByRole('navigation', { name: t.themesNav })).not.toBeInTheDocument();
  });
});
