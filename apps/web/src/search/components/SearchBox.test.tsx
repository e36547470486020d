import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchBox } from './SearchBox';

function renderSearchBox(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <SearchBox /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('SearchBox', () => {
  it("keeps 'all dates' when searching conferences again", async () => {
    const router = renderSearchBox('/conferences?q=lhc&start_date=all&page=2');
    const box = screen.getByRole('combobox', { name: 'Search Conferences' });
    fireEvent.change(box, { target: { value: 'ichep' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.search).toBe('?q=ichep&start_date=all'));
    expect(router.state.location.pathname).toBe('/conferences');
  });
});
