import { cleanupFormData, contactEntry, requiredText } from '@parton/records';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render as renderPlain, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../common/api/http';
import { createTestQueryClient } from '../../test/render';
import { userKeys } from '../../user/api';
import { ArrayOf, CollapsibleSection, TextField } from './fields';
import { cleanupWithOrigins, setAt, toFormPath } from './formPaths';
import { SubmissionForm } from './SubmissionForm';
import { DRAFT_SAVE_DELAY_MS, useSubmissionForm } from './useSubmissionForm';

const queryClient = createTestQueryClient();

/** The forms forget the user on a 401, through the query cache: render inside one. */
function render(element: ReactElement) {
  return renderPlain(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
}

const schema = z.object({
  title: requiredText('Title'),
  contacts: z.array(contactEntry).optional(),
});

function Harness({ onSubmit }: { onSubmit: (data: Record<string, unknown>) => Promise<void> }) {
  const form = useSubmissionForm({
    schema,
    initialValues: { title: '', contacts: [{}] },
    draftKey: 'draft:test',
    onSubmit,
  });
  return (
    <SubmissionForm form={form} label="Test form">
      <TextField path="title" label="Title" required />
      <ArrayOf
        path="contacts"
        label="Contacts"
        emptyItem={{}}
        itemName="contact"
        renderItem={(itemPath) => (
          <>
            <TextField path={`${itemPath}.name`} label="Name" />
            <TextField path={`${itemPath}.email`} label="Email" />
          </>
        )}
      />
      <button type="submit">Submit</button>
    </SubmissionForm>
  );
}

describe('form paths', () => {
  it('writes into nested lists and objects without touching the original', () => {
    const original = { a: [{ b: 1 }] };
    expect(setAt(original, 'a.1.c', 'x')).toEqual({ a: [{ b: 1 }, { c: 'x' }] });
    expect(original).toEqual({ a: [{ b: 1 }] });
  });

  it('cleans like cleanupFormData and maps cleaned list positions back to the form', () => {
    const values = { title: '  T ', contacts: [{}, { name: '', email: 'x' }], tags: [''] };
    const { value, origins } = cleanupWithOrigins(values);
    expect(value).toEqual(cleanupFormData(values));
    expect(value).toEqual({ title: 'T', contacts: [{ email: 'x' }] });
    expect(toFormPath(origins, 'contacts.0.name')).toBe('contacts.1.name');
  });
});

describe('useSubmissionForm', () => {
  it('validates on blur, not on change', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    const title = screen.getByLabelText(/Title/);
    fireEvent.change(title, { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(title);
    expect(await screen.findByText('Title is a required field')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toContain('field-title-error');
  });

  it('shows every error on an invalid submit, at the entry the user typed in, and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: /Add new field/ }));
    const emails = screen.getAllByLabelText('Email');
    fireEvent.change(emails[1] as HTMLElement, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Title is a required field')).toBeTruthy();
    expect(screen.getByText('Contact name is a required field')).toBeTruthy();
    // The error belongs to the second contact (the blank first one is dropped before validation).
    expect(screen.getAllByLabelText('Name')[1]?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByLabelText('Name')[0]?.getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the cleaned values and clears the draft', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSubmit = vi.fn(async () => {});
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: '  A title ' } });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS + 10));
    expect(window.localStorage.getItem('draft:test')).toContain('A title');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: 'A title' }));
    await waitFor(() => expect(window.localStorage.getItem('draft:test')).toBeNull());
    vi.useRealTimers();
  });

  it('restores the draft after a remount', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = render(<Harness onSubmit={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Half written' } });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS + 10));
    first.unmount();
    render(<Harness onSubmit={vi.fn()} />);
    expect((screen.getByLabelText(/Title/) as HTMLInputElement).value).toBe('Half written');
    vi.useRealTimers();
  });

  it('puts a server 400 on its fields and any message in a closable alert', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'Please correct the errors in the form.', {
        message: 'Please correct the errors in the form.',
        errors: [{ path: 'title', message: 'Title is taken' }],
      });
    });
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'T' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Title is taken')).toBeTruthy();
    expect(screen.getByText('Please correct the errors in the form.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Please correct the errors in the form.')).toBeNull());
  });
});

/** A form whose only field sits in a closed section. */
function Closed() {
  const form = useSubmissionForm({ schema, initialValues: { title: '' }, onSubmit: vi.fn() });
  return (
    <SubmissionForm form={form} label="Closed form">
      <CollapsibleSection title="More" defaultOpen={false}>
        <TextField path="title" label="Title" required />
      </CollapsibleSection>
      <button type="submit">Submit</button>
    </SubmissionForm>
  );
}

describe('CollapsibleSection', () => {
  it('opens when a field inside it shows an error', async () => {
    render(<Closed />);
    const section = document.querySelector('details') as HTMLDetailsElement;
    expect(section.open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(section.open).toBe(true));
  });
});

describe('a submit answered 401', () => {
  it('forgets the user (the login page takes over) and keeps the draft', async () => {
    queryClient.setQueryData(userKeys.me(), { email: 'someone@example.org', roles: [] });
    const onSubmit = vi.fn(async () => {
      throw new ApiError(401, 'Unauthorized');
    });
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Keep me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(queryClient.getQueryData(userKeys.me())).toBeNull());
    expect(window.localStorage.getItem('draft:test')).toContain('Keep me');
  });
});
