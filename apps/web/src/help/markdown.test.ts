import { describe, expect, it } from 'vitest';
import { isSafeHref, renderHelpMarkdown, slugOf } from './markdown';

describe('help page Markdown', () => {
  it('shows raw HTML as text instead of running it', () => {
    const html = renderHelpMarkdown(
      '# Title\n\n<script>alert(1)</script>\n\nText with <img src=x onerror=alert(1)> inline.\n\n<form action="/x"></form>\n',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<form');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('gives every heading an id for anchors, unique on the page', () => {
    const html = renderHelpMarkdown('# About\n\n## How do I cite a paper?\n\n## Dates\n\n### Dates\n');
    expect(html).toContain('<h1 id="about">About</h1>');
    expect(html).toContain('<h2 id="how-do-i-cite-a-paper">How do I cite a paper?</h2>');
    expect(html).toContain('<h2 id="dates">Dates</h2>');
    expect(html).toContain('<h3 id="dates-2">Dates</h3>');
  });

  it('keeps links of this site and http(s)/mailto links, and drops other targets', () => {
    const html = renderHelpMarkdown(
      '[tips](/help/search-tips) [web](https://example.org/) [mail](mailto:a@b.org) [bad](javascript:alert(1)) ' +
        '[data](data:text/html,x) [proto](//evil.example/)',
    );
    expect(html).toContain('<a href="/help/search-tips">tips</a>');
    expect(html).toContain('<a href="https://example.org/">web</a>');
    expect(html).toContain('<a href="mailto:a@b.org">mail</a>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text');
    expect(html).not.toContain('evil.example');
    expect(html).toContain('bad');
  });

  it('renders tables and inline code (the Search Tips keyword table)', () => {
    const html = renderHelpMarkdown(
      '| Keyword | Example |\n| --- | --- |\n| `t` | [`t higgs`](/literature?q=t+higgs) |\n',
    );
    expect(html).toContain('<table>');
    expect(html).toContain('<code>t</code>');
    expect(html).toContain('<a href="/literature?q=t+higgs"><code>t higgs</code></a>');
  });

  it('recognises safe targets and slugs', () => {
    expect(isSafeHref('#dates')).toBe(true);
    expect(isSafeHref(' JavaScript:alert(1)')).toBe(false);
    expect(slugOf('Phrases, substrings &amp; <code>wildcards</code>')).toBe('phrases-substrings-wildcards');
    expect(slugOf('Schrödinger')).toBe('schrodinger');
  });
});
