type ProgressHeaderProps = {
  position: number;
  total: number;
  onBack: () => void;
  backDisabled: boolean;
};

/** The title bar of a question: back arrow, 'n of total' (announced) and a progress bar. */
export function ProgressHeader({ position, total, onBack, backDisabled }: ProgressHeaderProps) {
  const percent = total > 0 ? Math.round((position / total) * 100) : 0;
  return (
    <div className="progress-header">
      <button
        type="button"
        className="icon-button progress-header__back"
        aria-label="Previous question"
        disabled={backDisabled}
        onClick={onBack}
      >
        <span aria-hidden="true">←</span>
      </button>
      <p className="progress-header__text" aria-live="polite">
        {position} of {total}
      </p>
      <div
        className="progress-bar"
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={position}
        aria-valuetext={`Question ${position} of ${total}`}
      >
        <div className="progress-bar__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
