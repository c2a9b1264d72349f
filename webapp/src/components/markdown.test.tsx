import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

describe('Markdown (safe subset)', () => {
  it('renders emphasis, lists and http links', () => {
    render(<Markdown>{'There are **9** statements.\n\n- one\n- two\n\n[WHO](https://www.who.int/)'}</Markdown>);
    expect(screen.getByText('9').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /WHO/ })).toHaveAttribute('href', 'https://www.who.int/');
  });

  it('never renders raw HTML or script URLs', () => {
    const { container } = render(
      <Markdown>{'Hi <script>alert(1)</script><img src=x onerror=alert(1)> <b>bold</b> [x](javascript:alert(1))\n\n# Heading'}</Markdown>,
    );
    expect(container.querySelector('script, img, b, h1')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').toBe('');
    expect(container).toHaveTextContent('Heading');
  });
});
