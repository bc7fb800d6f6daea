import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { PAGE_SIZE } from '../../domain/paged-list';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { renderWithProviders } from '../../test-utils/render';
import { type Connection, type PageArgs, pagedListQuery } from './paged-query';
import { SearchableList, type SearchableListProps } from './searchable-list';

interface Payer {
  id: string;
  name: string;
}

const PAYERS: Payer[] = Array.from({ length: 60 }, (_, i) => ({ id: String(i + 1), name: `${i % 2 ? 'Aetna' : 'Cigna'} plan ${i + 1}` }));

/** A server over PAYERS: offset cursors, 'search' matches names. */
function fakeServer(rows: Payer[] = PAYERS) {
  return vi.fn(async ({ search, first, after }: PageArgs): Promise<Connection<Payer>> => {
    const hits = rows.filter((row) => row.name.toLowerCase().includes(search.toLowerCase()));
    const offset = after ? Number(after) : 0;
    const page = hits.slice(offset, offset + first);
    const end = offset + page.length;
    return {
      edges: page.map((node) => ({ node })),
      totalCount: hits.length,
      pageInfo: { hasNextPage: end < hits.length, endCursor: String(end) },
    };
  });
}

function setup(fetchPage = fakeServer(), props: Partial<SearchableListProps<Payer>> = {}) {
  const view = renderWithProviders(
    <SearchableList
      label="Payers"
      searchLabel="Search payers"
      query={(search) => pagedListQuery(['payers', 'list'], fetchPage, search)}
      rowKey={(row) => row.id}
      renderRow={(row) => <span>{row.name}</span>}
      {...props}
    />,
  );
  return { fetchPage, view, user: userEvent.setup() };
}

const rows = () => within(screen.getByRole('list', { name: 'Payers' })).getAllByRole('listitem');

describe('SearchableList (SPEC §2/§8/§9)', () => {
  it("pages of 25 with 'Load more', 'Displayed {n} of {total} results', then 'The end of results'", async () => {
    const { user, fetchPage } = setup();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 25 of 60 results'));
    expect(rows()).toHaveLength(PAGE_SIZE);
    expect(fetchPage).toHaveBeenLastCalledWith({ search: '', first: 25, after: null });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 50 of 60 results'));
    expect(fetchPage).toHaveBeenLastCalledWith({ search: '', first: 25, after: '25' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 60 of 60 results'));
    expect(rows()).toHaveLength(60);
    expect(screen.getByText('The end of results')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches on Enter with the trimmed term (max 200), not on every key', async () => {
    const { user, fetchPage } = setup();
    await screen.findByText('Displayed 25 of 60 results');
    const box = screen.getByRole('searchbox', { name: 'Search payers' });
    expect(box).toHaveAttribute('maxlength', '200');
    await user.type(box, '  aetna  ');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 25 of 30 results'));
    expect(fetchPage).toHaveBeenLastCalledWith({ search: 'aetna', first: 25, after: null });
    expect(box).toHaveValue('aetna');
  });

  it("says 'No data found to display' for an empty answer", async () => {
    const { user } = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search payers' }), 'nobody{Enter}');
    expect(await screen.findByText('No data found to display')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Payers' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("a list that needs criteria says 'Apply criteria to search' and asks nothing until given one", async () => {
    const { user, fetchPage } = setup(fakeServer(), { requiresCriteria: true });
    expect(screen.getByText('Apply criteria to search')).toBeInTheDocument();
    expect(fetchPage).not.toHaveBeenCalled();
    // Enter on an empty (or blank) box is still no criteria.
    await user.type(screen.getByRole('searchbox', { name: 'Search payers' }), '   {Enter}');
    expect(screen.getByText('Apply criteria to search')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search payers' }), 'cigna{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 25 of 30 results'));
    expect(fetchPage).toHaveBeenCalledOnce();
  });

  it('criteria from elsewhere (a filter panel) count too', async () => {
    const { fetchPage } = setup(fakeServer(), { requiresCriteria: true, hasCriteria: true });
    await screen.findByText('Displayed 25 of 60 results');
    expect(fetchPage).toHaveBeenCalledOnce();
  });

  it('the route can keep the term: it is passed in and reported on Enter', async () => {
    const onSearch = vi.fn();
    const { user, fetchPage } = setup(fakeServer(), { search: 'aetna', onSearch });
    await screen.findByText('Displayed 25 of 30 results');
    expect(fetchPage).toHaveBeenLastCalledWith({ search: 'aetna', first: 25, after: null });
    const box = screen.getByRole('searchbox', { name: 'Search payers' });
    expect(box).toHaveValue('aetna');
    await user.clear(box);
    await user.type(box, ' cigna plan 1 {Enter}');
    expect(onSearch).toHaveBeenCalledWith('cigna plan 1');
  });

  it('Enter again on the same words while the list is still loading: the rows still come', async () => {
    const server = fakeServer();
    const waiting: (() => void)[] = [];
    let slow = true;
    // Pages wait until the test lets them go: the list is loading when Enter is pressed again.
    const fetchPage = vi.fn((args: PageArgs) =>
      slow ? new Promise<Connection<Payer>>((resolve) => waiting.push(() => void resolve(server(args)))) : server(args),
    );
    const { user } = setup(fetchPage);
    const box = screen.getByRole('searchbox', { name: 'Search payers' });
    await user.type(box, 'aetna{Enter}');
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ search: 'aetna', first: 25, after: null }));
    expect(screen.getByRole('progressbar', { name: 'Loading results' })).toBeInTheDocument();
    await user.type(box, '{Enter}');
    slow = false;
    for (const release of waiting.splice(0)) release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 25 of 30 results'));
    expect(screen.queryByRole('progressbar', { name: 'Loading results' })).not.toBeInTheDocument();
  });

  it("shows a failure with the SPEC §8 words and 'Try again'", async () => {
    let fail = true;
    const server = fakeServer();
    const fetchPage = vi.fn(async (args: PageArgs) => {
      // A 4xx answer: the app's query client shows it at once (no retries).
      if (fail) throw new ApiError(403, 'FORBIDDEN', 'GraphQL error: The list is not available.');
      return server(args);
    });
    const { user } = setup(fetchPage);
    expect(await screen.findByRole('alert')).toHaveTextContent('The list is not available.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('GraphQL error');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 25 of 60 results'));
  });

  it('passes axe with rows and Load more shown', async () => {
    const { view } = setup();
    await screen.findByText('Displayed 25 of 60 results');
    await expectNoAxeViolations(view.container);
  });
});
