import { type CollectionName, MAX_RESULT_WINDOW } from '@parton/records';

export interface SearchLinkInput {
  publicUrl: string;
  collection: CollectionName;
  q: string;
  /** Only a sort the client chose is repeated in the links. */
  sort: string | undefined;
  filters: readonly (readonly [string, string])[];
  size: number;
  page: number;
  fields: readonly string[] | undefined;
  total: number;
  /**
   * Cursor paging (`cursor=1` on a page, or `search_after=` a cursor): `next` carries the cursor after this page
   * instead of a page number, and is not limited by the window.
   */
  cursor?: { searchAfter: string | undefined; next: string | undefined };
}

const LITERATURE_FORMATS = ['bibtex', 'latex-eu', 'latex-us', 'json', 'cv'] as const;

function searchUrl(input: SearchLinkInput, position: readonly [string, string][]): string {
  const params = new URLSearchParams();
  params.append('q', input.q);
  if (input.sort !== undefined) {
    params.append('sort', input.sort);
  }
  for (const [name, value] of input.filters) {
    params.append(name, value);
  }
  params.append('size', String(input.size));
  for (const [name, value] of position) {
    params.append(name, value);
  }
  return `${input.publicUrl}/api/${input.collection}/?${params.toString()}`;
}

function selfPosition(input: SearchLinkInput): [string, string][] {
  if (input.cursor?.searchAfter) {
    return [['search_after', input.cursor.searchAfter]];
  }
  if (input.cursor) {
    return [
      ['page', String(input.page)],
      ['cursor', '1'],
    ];
  }
  return [['page', String(input.page)]];
}

function withFields(url: string, fields: readonly string[] | undefined): string {
  if (!fields || fields.length === 0) {
    return url;
  }
  return `${url}&${new URLSearchParams({ fields: fields.join(',') }).toString()}`;
}

/**
 * `links` of a search as the reference writes them: self, next and prev (when they exist), one link per format
 * (`self + &format=…`); `fields` is repeated on self, next, prev and json. `next` stops at the 10,000-result
 * window unless the client pages with a cursor.
 */
export function searchLinks(input: SearchLinkInput): Record<string, string> {
  const links: Record<string, string> = {};
  const { cursor } = input;
  const self = searchUrl(input, selfPosition(input));
  links.self = withFields(self, input.fields);
  if (cursor) {
    if (cursor.next) {
      links.next = withFields(searchUrl(input, [['search_after', cursor.next]]), input.fields);
    }
  } else {
    const hasMore = input.page * input.size < input.total;
    const nextFitsWindow = (input.page + 1) * input.size <= MAX_RESULT_WINDOW;
    if (hasMore && nextFitsWindow) {
      links.next = withFields(searchUrl(input, [['page', String(input.page + 1)]]), input.fields);
    }
    if (input.page > 1) {
      links.prev = withFields(searchUrl(input, [['page', String(input.page - 1)]]), input.fields);
    }
  }
  const formats = input.collection === 'literature' ? LITERATURE_FORMATS : (['json'] as const);
  for (const format of formats) {
    const url = `${self}&format=${format}`;
    links[format] = format === 'json' ? withFields(url, input.fields) : url;
  }
  return links;
}
