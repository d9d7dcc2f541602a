import { BlocksRenderer, type Blocks } from '@doorloopjes/shared';
import { SafeMarkdown } from '@doorloopjes/shared/markdown';
import { useNavigate } from 'react-router-dom';

/**
 * Any rich text field of the content service: Strapi blocks go through the shared blocks
 * renderer (text nodes only), markdown or HTML strings through the sanitising markdown renderer.
 * Nothing from the content service reaches the DOM any other way.
 */
export function RichText({ value, className }: { value: string | Blocks | null | undefined; className?: string }) {
  const navigate = useNavigate();
  if (!value) return null;
  const classes = `ct-rich-text${className ? ` ${className}` : ''}`;
  if (typeof value === 'string') {
    return value.trim() === '' ? null : <SafeMarkdown markdown={value} className={classes} onInternalLink={(path) => navigate(path)} />;
  }
  return <BlocksRenderer blocks={value} className={classes} />;
}
