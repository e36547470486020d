import { describe, expect, it, vi } from 'vitest';
import { BLOG_CACHE_MS, createBlogFeed, htmlToText, toBlogPosts } from './blog';

const WORDPRESS_POSTS = [
  {
    title: { rendered: 'New &amp; improved <em>search</em>' },
    excerpt: { rendered: '<p>We rebuilt it&#8230;</p>\n' },
    date: '2026-10-01T09:00:00',
    link: 'https://blog.example.org/new-search',
  },
  {
    title: { rendered: 'Second' },
    excerpt: { rendered: '' },
    date: '2026-09-01T09:00:00',
    link: 'https://b/2',
  },
];

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('blog feed', () => {
  it('maps WordPress posts to plain-text title, excerpt, date and link', () => {
    expect(htmlToText('<p>A &amp; B&hellip;</p>')).toBe('A & B…');
    expect(toBlogPosts(WORDPRESS_POSTS)[0]).toEqual({
      title: 'New & improved search',
      excerpt: 'We rebuilt it…',
      date: '2026-10-01T09:00:00',
      link: 'https://blog.example.org/new-search',
    });
  });

  it('answers [] without a blog', async () => {
    expect(await createBlogFeed({ url: undefined }).posts()).toEqual([]);
  });

  it('asks for three posts and caches them for ten minutes', async () => {
    let clock = 0;
    const fetchMock = vi.fn(async () => jsonResponse(WORDPRESS_POSTS));
    const feed = createBlogFeed({
      url: 'https://blog.example.org/wp-json/wp/v2/posts',
      fetch: fetchMock,
      now: () => clock,
    });
    expect(await feed.posts()).toHaveLength(2);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(
      'https://blog.example.org/wp-json/wp/v2/posts?per_page=3',
    );
    clock += BLOG_CACHE_MS - 1;
    await feed.posts();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    clock += 2;
    expect(await feed.posts()).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers [] when the blog is unreachable or answers an error', async () => {
    const failing = createBlogFeed({
      url: 'https://blog.example.org/posts',
      fetch: async () => {
        throw new Error('ECONNREFUSED');
      },
    });
    expect(await failing.posts()).toEqual([]);
    const erroring = createBlogFeed({
      url: 'https://blog.example.org/posts',
      fetch: async () => jsonResponse({}, 500),
    });
    expect(await erroring.posts()).toEqual([]);
  });

  it('never waits longer than the timeout', async () => {
    const hanging = createBlogFeed({
      url: 'https://blog.example.org/posts',
      fetch: () => new Promise<Response>(() => {}),
      timeoutMs: 50,
    });
    const started = Date.now();
    expect(await hanging.posts()).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
