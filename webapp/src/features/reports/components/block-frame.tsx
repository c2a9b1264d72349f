import { useId, type ReactNode } from 'react';
import { InfoPopup } from './info-popup';

type BlockFrameProps = {
  title: string | null;
  help: string | null;
  children: ReactNode;
  className?: string;
  /** Names the help pop-up when the block has no title. */
  helpTitle?: string;
};

/** A report block's section: its title with the help pop-up beside it. */
export function BlockFrame({ title, help, children, className, helpTitle }: BlockFrameProps) {
  const headingId = useId();
  return (
    <section className={['card', 'report-block', className].filter(Boolean).join(' ')} aria-labelledby={title ? headingId : undefined}>
      {title || help ? (
        <div className="report-block__header">
          {title ? <h2 id={headingId}>{title}</h2> : null}
          {help ? <InfoPopup title={title ?? helpTitle ?? 'this section'} content={help} /> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}
