import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import type { BlockProps } from './block-props';

/** `link`: a button-looking link to another page of the app. */
export function LinkBlock({ block }: BlockProps<'link'>) {
  return (
    <p className="report-link">
      <Link className={buttonClass('secondary')} to={block.to}>
        {block.label}
      </Link>
    </p>
  );
}
