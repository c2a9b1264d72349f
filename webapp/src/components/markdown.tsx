import ReactMarkdown, { type Components } from 'react-markdown';

/**
 * Instrument texts are a safe Markdown subset (DESIGN.md): emphasis, links, lists, paragraphs.
 * Raw HTML is never rendered (no rehype-raw; react-markdown escapes it), and other elements
 * are unwrapped to their text.
 */
const allowedElements = ['p', 'em', 'strong', 'a', 'ul', 'ol', 'li', 'br', 'code'];

const components: Components = {
  a: ({ href, children }) => {
    const external = typeof href === 'string' && /^https?:\/\//.test(href);
    return (
      <a href={href} target={external ? '_blank' : undefined} rel={external ? 'noreferrer' : undefined}>
        {children}
        {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
      </a>
    );
  },
};

/** Only http(s) and mailto links survive; javascript: and data: URLs are dropped. */
export function safeUrl(url: string): string {
  return /^(https?:|mailto:|\/|#)/i.test(url) ? url : '';
}

type MarkdownProps = {
  children: string;
  /** For a short text inside a heading or button: no wrapping paragraph. */
  inline?: boolean;
  className?: string;
};

export function Markdown({ children, inline = false, className }: MarkdownProps) {
  const rendered = (
    <ReactMarkdown
      allowedElements={inline ? allowedElements.filter((name) => name !== 'p') : allowedElements}
      unwrapDisallowed
      skipHtml
      urlTransform={safeUrl}
      components={components}
    >
      {children}
    </ReactMarkdown>
  );
  return inline ? (
    <span className={className}>{rendered}</span>
  ) : (
    <div className={['markdown', className].filter(Boolean).join(' ')}>{rendered}</div>
  );
}
