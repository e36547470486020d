import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { envelope, mockApi } from '../../common/testing/renderRoute';
import { createTestQueryClient } from '../../test/render';
import { SUGGEST_DEBOUNCE_MS, SuggesterField } from './fields';
import { SubmissionForm } from './SubmissionForm';
import { suggestedText } from './sharedFields';
import { type SubmissionFormState, useSubmissionForm } from './useSubmissionForm';

vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

let latest: SubmissionFormState | undefined;

function Harness() {
  const form = useSubmissionForm({
    schema: z.object({}),
    initialValues: { institutions: [{}] },
    onSubmit: async () => {},
  });
  latest = form;
  return (
    <SubmissionForm form={form} label="Suggest">
      <SuggesterField
        path="institutions.0.value"
        recordPath="institutions.0.record"
        collection="institutions"
        textOf={suggestedText.institution}
        label="Institution"
      />
    </SubmissionForm>
  );
}

describe('SuggesterField', () => {
  it('searches our API once typing pauses, writes the chosen text and $ref, and typing again clears the $ref', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi((url) =>
      url.pathname === '/api/institutions'
        ? { hits: { total: 1, hits: [envelope({ control_number: 902725, legacy_ICN: 'CERN' })] }, links: {} }
        : undefined,
    );
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    const input = screen.getByLabelText('Institution');
    fireEvent.change(input, { target: { value: 'CE' } });
    fireEvent.change(input, { target: { value: 'CER' } });
    const searches = () => calls.filter((url) => url.pathname === '/api/institutions');
    expect(searches()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS + 10));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]?.searchParams.get('q')).toBe('CER');
    expect(searches()[0]?.searchParams.get('size')).toBe('10');
    fireEvent.click(await screen.findByText('CERN'));
    await waitFor(() =>
      expect(latest?.values).toEqual({
        institutions: [
          { value: 'CERN', record: { $ref: `${window.location.origin}/api/institutions/902725` } },
        ],
      }),
    );
    fireEvent.change(input, { target: { value: 'CERN2' } });
    await waitFor(() =>
      expect(latest?.values).toEqual({ institutions: [{ value: 'CERN2', record: undefined }] }),
    );
  });
});
