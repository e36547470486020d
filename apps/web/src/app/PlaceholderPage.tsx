import { ToolOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { usePageMeta } from '../common/hooks/usePageMeta';

/** A route that exists but whose screen is still being built. */
export function PlaceholderPage({ title, description }: { title: string; description?: string }) {
  usePageMeta({ title });
  return (
    <section className="placeholder-page" aria-labelledby="placeholder-heading">
      <ToolOutlined className="placeholder-page__icon" aria-hidden />
      <h1 id="placeholder-heading">{title}</h1>
      <p>{description ?? 'This part of the site is being built and will be available soon.'}</p>
      <p>
        Meanwhile, <Link to="/literature">search the literature</Link> or go back to the{' '}
        <Link to="/">home page</Link>.
      </p>
    </section>
  );
}
