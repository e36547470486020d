import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TitleVariantsModal } from './TitleVariantsModal';

// Whole pages with antd render slowly under jsdom, more so while the other suites run.
vi.setConfig({ testTimeout: 60_000 });

const variants = Array.from({ length: 10 }, (_, index) => `J HIGH ENERGY PHYS ${index + 1}`);

describe('TitleVariantsModal', () => {
  it('lists eight variants, then the rest on page two', () => {
    render(<TitleVariantsModal variants={variants} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show title variants' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .filter((item) => item.textContent?.startsWith('J HIGH')),
    ).toHaveLength(8);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    expect(within(dialog).getByText('J HIGH ENERGY PHYS 10')).toBeTruthy();
    expect(within(dialog).queryByText('J HIGH ENERGY PHYS 1')).toBeNull();
  });
});
