import { Marked, type Tokens } from 'marked';

/** What `&`, `<`, `>`, `"` and `'` become in HTML text and attributes. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A link target a help page may use: a path of this site, an anchor, or an http(s) or mailto URL. */
export function isSafeHref(href: string): boolean {
  const target = href.trim();
  if (target.startsWith('#') || (target.startsWith('/') && !target.startsWith('//'))) {
    return true;
  }
  return /^(https?:|mailto:)/i.test(target);
}

/** `Search Tips` → `search-tips`: the anchor a heading gets, so that `/help/faq#how-do-i-cite-a-paper` works. */
export function slugOf(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/<[^>]*>/g, '')
      .replace(/&[a-z0-9#]+;/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/**
 * Markdown to HTML for the help pages. The files are the operator's, but the output still goes into the page's
 * DOM: raw HTML in them is shown as text (the CSP would refuse its scripts anyway, but not its forms or styles),
 * links and images keep only safe targets, and every heading gets an id for anchors.
 */
export function renderHelpMarkdown(markdown: string): string {
  const usedIds = new Map<string, number>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const base = slugOf(inner);
        const seen = usedIds.get(base) ?? 0;
        usedIds.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link(token: Tokens.Link) {
        // false: marked's own rendering of the link.
        return isSafeHref(token.href) ? false : this.parser.parseInline(token.tokens);
      },
      image: ({ href, text }: Tokens.Image) =>
        isSafeHref(href)
          ? `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" loading="lazy">`
          : escapeHtml(text),
    },
  });
  return marked.parse(markdown) as string;
}
