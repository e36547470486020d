import { type ReactNode, useId } from 'react';
import { BackofficeNav } from './BackofficeNav';

/** A back-office page: the section named by its heading, the back office's own menu, then the page's content. */
export function BackofficePage({
  heading,
  beside,
  children,
}: {
  heading: ReactNode;
  /** Shown at the end of the heading's line ('Logged in as …'). */
  beside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="backoffice-page" aria-labelledby={headingId}>
      <BackofficeNav />
      <div className="backoffice-page__head">
        <h1 id={headingId}>{heading}</h1>
        {beside}
      </div>
      {children}
    </section>
  );
}
