import { type BlogPost, NEWS_FEED_SIZE } from '@parton/records';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../common/api/http';

export const blogKeys = {
  all: ['blog'] as const,
  latest: (count: number) => [...blogKeys.all, 'latest', count] as const,
};

function isBlogPost(value: unknown): value is BlogPost {
  if (!value || typeof value !== 'object') {
    return false;
  }
  const post = value as Record<string, unknown>;
  return typeof post['title'] === 'string' && typeof post['link'] === 'string';
}

/** The latest posts of the product blog; any failure reads as "nothing new". */
export async function fetchLatestBlogPosts(count: number, signal?: AbortSignal): Promise<BlogPost[]> {
  try {
    const body = await getJson<unknown>('/blog/posts', { params: { per_page: count }, signal });
    return Array.isArray(body) ? body.filter(isBlogPost).slice(0, count) : [];
  } catch {
    return [];
  }
}

export function useLatestBlogPosts() {
  return useQuery({
    queryKey: blogKeys.latest(NEWS_FEED_SIZE),
    queryFn: ({ signal }) => fetchLatestBlogPosts(NEWS_FEED_SIZE, signal),
    staleTime: 10 * 60_000,
  });
}
