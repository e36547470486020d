import { LinkedinOutlined, XOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { ExternalLink } from '../../common/components/ExternalLink';
import { useSiteLinks } from '../../common/siteLinks';
import { useLatestBlogPosts } from '../api';

function formatPostDate(date: string): string {
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) {
    return date;
  }
  return parsed.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function NewsFeed() {
  const { data: posts, isPending } = useLatestBlogPosts();
  // The operator's blog and social accounts (BLOG_URL, X_URL, LINKEDIN_URL); each link is hidden when unset.
  const { blog, x, linkedin } = useSiteLinks();
  return (
    <section className="home-panel news-feed" aria-labelledby="news-title">
      <div className="home-panel__head">
        <h2 id="news-title">News</h2>
        {blog ? <ExternalLink href={blog}>View all</ExternalLink> : null}
      </div>
      {isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {!isPending && (posts?.length ?? 0) === 0 ? <p className="news-feed__empty">No new updates</p> : null}
      <ul className="news-feed__list">
        {(posts ?? []).map((post) => (
          <li key={post.link} className="news-item">
            <ExternalLink href={post.link} className="news-item__title">
              {post.title}
            </ExternalLink>
            <time className="news-item__date" dateTime={post.date}>
              {formatPostDate(post.date)}
            </time>
            <p className="news-item__excerpt">{post.excerpt}</p>
          </li>
        ))}
      </ul>
      {x || linkedin ? (
        <div className="news-feed__social">
          <span>Follow us</span>
          {x ? (
            <ExternalLink href={x}>
              <XOutlined aria-label="X (Twitter)" />
            </ExternalLink>
          ) : null}
          {linkedin ? (
            <ExternalLink href={linkedin}>
              <LinkedinOutlined aria-label="LinkedIn" />
            </ExternalLink>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
