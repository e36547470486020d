import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LightSwitch } from './LightSwitch';

function Labelled() {
  const [on, setOn] = useState(false);
  return (
    <span>
      <LightSwitch id="summary" checked={on} onChange={setOn} />
      <label htmlFor="summary">Citation Summary</label>
    </span>
  );
}

describe('LightSwitch', () => {
  it('is a switch named by its label that toggles on click, on its label and from the keyboard', () => {
    render(<Labelled />);
    const toggle = screen.getByRole('switch', { name: 'Citation Summary' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('Citation Summary'));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    // A native button: Enter and Space click it, so it is in the tab order and keyboard operable as it is.
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('type')).toBe('button');
  });
});
