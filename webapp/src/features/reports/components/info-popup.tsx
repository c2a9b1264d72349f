import { useState } from 'react';
import { Markdown } from '@/components/markdown';
import { Dialog } from '@/components/ui/dialog';

type InfoPopupProps = {
  /** What the pop-up explains: names the icon button and heads the dialog. */
  title: string;
  content: string;
  /** A text button instead of the info icon (the next-step view's notes). */
  asButton?: boolean;
};

/** An info icon opening an accessible dialog with Markdown content; backdrop or × closes it. */
export function InfoPopup({ title, content, asButton = false }: InfoPopupProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {asButton ? (
        <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {title}
        </button>
      ) : (
        <button
          type="button"
          className="info-button"
          aria-haspopup="dialog"
          aria-label={`About ${title}`}
          onClick={() => setOpen(true)}
        >
          <span aria-hidden="true">i</span>
        </button>
      )}
      <Dialog open={open} title={title} onDismiss={() => setOpen(false)}>
        <Markdown>{content}</Markdown>
      </Dialog>
    </>
  );
}
