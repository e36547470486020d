import type { AuthorListRequest, AuthorListResponse } from '@parton/records';
import { postJson } from '../../common/api/http';

/** `POST /api/editor/authorlist/text` (catalogers): the pasted list as author entries, with warnings. */
export async function formatAuthorList(text: string): Promise<AuthorListResponse> {
  const body: AuthorListRequest = { text };
  const answer = await postJson<AuthorListResponse>('/editor/authorlist/text', body);
  return answer ?? { authors: [] };
}
