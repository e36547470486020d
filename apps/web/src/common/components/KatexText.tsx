import 'katex/dist/katex.min.css';
import katex from 'katex';
import { useMemo } from 'react';
import { sanitizeMarkup } from './markup';
import { splitMath } from './mathSegments';

function renderSegments(text: string): string {
  return splitMath(text)
    .map((segment) => {
      if (segment.kind === 'text') {
        return sanitizeMarkup(segment.value);
      }
      return katex.renderToString(segment.value, {
        throwOnError: false,
        strict: 'ignore',
        output: 'htmlAndMathml',
      });
    })
    .join('');
}

export default function KatexText({ text, className }: { text: string; className?: string }) {
  const html = useMemo(() => renderSegments(text), [text]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: text parts are sanitised; maths is KaTeX output
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
