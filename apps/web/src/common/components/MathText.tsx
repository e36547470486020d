import { lazy, Suspense } from 'react';
import { hasMarkup, hasMath, stripTags } from './mathSegments';

// KaTeX (with its fonts) and the HTML sanitiser load only when some text on the page needs them.
const KatexText = lazy(() => import('./KatexText'));
const MarkupText = lazy(() => import('./MarkupText'));

interface MathTextProps {
  text: string;
  className?: string;
}

/** Record text (titles, abstracts) with `$…$` maths rendered by KaTeX and light markup kept. */
export function MathText({ text, className }: MathTextProps) {
  const fallback = <span className={className}>{stripTags(text)}</span>;
  if (hasMath(text)) {
    return (
      <Suspense fallback={fallback}>
        <KatexText text={text} className={className} />
      </Suspense>
    );
  }
  if (hasMarkup(text)) {
    return (
      <Suspense fallback={fallback}>
        <MarkupText text={text} className={className} />
      </Suspense>
    );
  }
  return <span className={className}>{text}</span>;
}
