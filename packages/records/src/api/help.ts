import { z } from 'zod';

/** `GET /api/help/:page`: one help page (about, faq, search-tips, …) as Markdown; the web app renders it. */
export const helpPageSchema = z.object({
  page: z.string(),
  title: z.string(),
  markdown: z.string(),
});
export type HelpPage = z.infer<typeof helpPageSchema>;

/** The page built from the search language's own keyword table (@parton/query keywordDocs.ts); not a file. */
export const SEARCH_TIPS_PAGE = 'search-tips';
