import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { negotiateFormat } from './formats';

describe('negotiateFormat', () => {
  it('answers JSON without Accept, for */* and for application/json', () => {
    expect(negotiateFormat('literature', undefined, undefined)).toBe('json');
    expect(negotiateFormat('literature', undefined, '*/*')).toBe('json');
    expect(negotiateFormat('literature', undefined, 'application/json')).toBe('json');
  });

  it('reads every media type of the reference', () => {
    expect(negotiateFormat('literature', undefined, 'application/vnd+inspire.record.ui+json')).toBe('ui');
    expect(negotiateFormat('literature', undefined, 'application/x-bibtex')).toBe('bibtex');
    expect(negotiateFormat('literature', undefined, 'application/vnd+inspire.latex.eu+x-latex')).toBe(
      'latex-eu',
    );
    expect(negotiateFormat('literature', undefined, 'application/vnd+inspire.latex.us+x-latex')).toBe(
      'latex-us',
    );
    expect(negotiateFormat('literature', undefined, 'text/vnd+inspire.html+html')).toBe('cv');
  });

  it('lets format= win over the Accept header', () => {
    expect(negotiateFormat('literature', 'bibtex', 'application/json')).toBe('bibtex');
    expect(negotiateFormat('literature', 'json', 'application/x-bibtex')).toBe('json');
  });

  it('honours q-values', () => {
    expect(negotiateFormat('literature', undefined, 'application/json;q=0.5, application/x-bibtex')).toBe(
      'bibtex',
    );
  });

  it('keeps citation formats to literature', () => {
    expect(negotiateFormat('authors', undefined, 'application/x-bibtex')).toBe('json');
    expect(() => negotiateFormat('authors', 'bibtex', undefined)).toThrow(ApiError);
    expect(() => negotiateFormat('literature', 'docx', undefined)).toThrow(ApiError);
  });
});
