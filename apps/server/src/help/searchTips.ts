import { type CanonicalKeyword, KEYWORD_DOCS, keywordAliases, SYNTAX_DOCS } from '@parton/query';
import { literatureSearchHref } from './links';

const TITLE = 'Search Tips';

/** A query as inline code that is also a link to its literature search. */
function queryLink(query: string): string {
  return `[\`${query}\`](${literatureSearchHref(query)})`;
}

/** Markdown table cells may not hold a pipe or a line break. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

/**
 * The Search Tips page, written from the parser's own tables (KEYWORD_DOCS, KEYWORD_ALIASES, SYNTAX_DOCS): a keyword
 * the parser learns appears here, and @parton/query's keywordDocs.test.ts fails until it is documented.
 */
export function searchTipsMarkdown(): { title: string; markdown: string } {
  const lines: string[] = [
    `# ${TITLE}`,
    '',
    'Type words to search everywhere in a record, or narrow the search with a keyword. Keywords and operators ' +
      'may be written in any case. Every example below is a link that runs it.',
    '',
  ];
  for (const section of SYNTAX_DOCS) {
    lines.push(`## ${section.title}`, '', section.description, '');
    for (const example of section.examples) {
      lines.push(`- ${queryLink(example.query)}: ${example.meaning}`);
    }
    lines.push('');
  }
  lines.push(
    '## Keywords',
    '',
    'Each keyword has several names (aliases); all of them work the same way.',
    '',
    '| Keyword | Searches | Example |',
    '| --- | --- | --- |',
  );
  for (const keyword of Object.keys(KEYWORD_DOCS) as CanonicalKeyword[]) {
    const doc = KEYWORD_DOCS[keyword];
    const aliases = keywordAliases(keyword)
      .map((alias) => `\`${alias}\``)
      .join(', ');
    lines.push(`| ${aliases} | ${cell(doc.description)} | ${queryLink(doc.example)} |`);
  }
  lines.push('');
  return { title: TITLE, markdown: lines.join('\n') };
}
