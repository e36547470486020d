import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { DropdownMenu, type MenuEntry } from './DropdownMenu';

// antd renders slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

function entries(onSelect: () => void): MenuEntry[] {
  return [
    { key: 'go', to: '/target', label: 'Go there' },
    { key: 'act', onSelect, label: 'Do it' },
    { key: 'off', disabled: true, label: 'Not now', note: 'Why it is off.' },
  ];
}

describe('DropdownMenu', () => {
  it('opens on the first click, and says so on its button', async () => {
    renderWithApp(<DropdownMenu label="Menu" entries={entries(() => undefined)} />, {
      path: '/',
      route: '/',
    });
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menuitem', { name: /Not now/ }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Why it is off.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go there' }).getAttribute('href')).toBe('/target');
  });

  it('follows a link entry chosen with Enter', async () => {
    renderWithApp(<DropdownMenu label="Menu" entries={entries(() => undefined)} />, {
      path: '/',
      route: '/',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const item = await screen.findByRole('menuitem', { name: 'Go there' });
    fireEvent.keyDown(item, { key: 'Enter', keyCode: 13, which: 13 });
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('runs an action entry once, by click or Enter, and closes', async () => {
    const onSelect = vi.fn();
    renderWithApp(<DropdownMenu label="Menu" entries={entries(onSelect)} />, { path: '/', route: '/' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Do it' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const item = await screen.findByRole('menuitem', { name: 'Do it' });
    fireEvent.keyDown(item, { key: 'Enter', keyCode: 13, which: 13 });
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('does not open while disabled', () => {
    renderWithApp(<DropdownMenu label="Menu" entries={entries(() => undefined)} disabled />, {
      path: '/',
      route: '/',
    });
    const button = screen.getByRole('button', { name: 'Menu' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
