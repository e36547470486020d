import { sanitizeMarkup } from './markup';

export default function MarkupText({ text, className }: { text: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to a short allow-list of inline tags
  return <span className={className} dangerouslySetInnerHTML={{ __html: sanitizeMarkup(text) }} />;
}
