import type { BlogPost } from '@parton/records';

/** How long fetched posts are served before the blog is asked again. */
export const BLOG_CACHE_MS = 10 * 60 * 1000;
/** A failed fetch is retried sooner, so that a short outage does not hide the news for ten minutes. */
export const BLOG_FAILURE_CACHE_MS = 60 * 1000;
/** The longest a request for posts ever waits on the blog. */
export const BLOG_TIMEOUT_MS = 1500;
export const BLOG_POSTS_PER_PAGE = 3;

export interface BlogFeedOptions {
  /** A WordPress-style posts API (`…/wp-json/wp/v2/posts`); none means no news. */
  url: string | undefined;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

export interface BlogFeed {
  posts(): Promise<BlogPost[]>;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

/** WordPress sends rendered HTML: the feed shows its text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) {
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      }
      if (name.startsWith('#')) {
        return String.fromCodePoint(Number(name.slice(1)));
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function rendered(value: unknown): string {
  if (typeof value === 'string') {
    return value;
  }
  const inner = (value as { rendered?: unknown } | null)?.rendered;
  return typeof inner === 'string' ? inner : '';
}

/** `[{title:{rendered}, excerpt:{rendered}, date, link}]` → `[{title, excerpt, date, link}]`. */
export function toBlogPosts(body: unknown): BlogPost[] {
  if (!Array.isArray(body)) {
    return [];
  }
  return body
    .filter((post): post is Record<string, unknown> => post !== null && typeof post === 'object')
    .map((post) => ({
      title: htmlToText(rendered(post.title)),
      excerpt: htmlToText(rendered(post.excerpt)),
      date: typeof post.date === 'string' ? post.date : '',
      link: typeof post.link === 'string' ? post.link : '',
    }))
    .filter((post) => post.title !== '' && post.link !== '')
    .slice(0, BLOG_POSTS_PER_PAGE);
}

function postsUrl(base: string): string {
  const url = new URL(base);
  url.searchParams.set('per_page', String(BLOG_POSTS_PER_PAGE));
  return url.toString();
}

/**
 * The latest posts of the product's blog, fetched server-side and kept in memory: fresh posts for ten minutes,
 * stale posts are served at once while one background fetch refreshes them, and a request never waits more
 * than 1.5 s (it gets `[]`, or the stale posts, instead).
 */
export function createBlogFeed(options: BlogFeedOptions): BlogFeed {
  const fetchPosts = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? BLOG_TIMEOUT_MS;
  let cached: { posts: BlogPost[]; expires: number } | undefined;
  let inFlight: Promise<BlogPost[]> | undefined;

  const load = async (url: string): Promise<BlogPost[]> => {
    try {
      const response = await fetchPosts(postsUrl(url), {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) {
        throw new Error(`blog answered ${response.status}`);
      }
      const posts = toBlogPosts(await response.json());
      cached = { posts, expires: now() + BLOG_CACHE_MS };
      return posts;
    } catch {
      const posts = cached?.posts ?? [];
      cached = { posts, expires: now() + BLOG_FAILURE_CACHE_MS };
      return posts;
    }
  };

  const refresh = (url: string): Promise<BlogPost[]> => {
    inFlight ??= load(url).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  return {
    async posts() {
      const url = options.url?.trim();
      if (!url) {
        return [];
      }
      if (cached && cached.expires > now()) {
        return cached.posts;
      }
      const pending = refresh(url);
      if (cached) {
        return cached.posts;
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<BlogPost[]>((resolve) => {
        timer = setTimeout(() => resolve([]), timeoutMs);
      });
      try {
        return await Promise.race([pending, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
