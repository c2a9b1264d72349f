type SpinnerProps = {
  size?: 'small' | 'medium' | 'large';
  /** Announced to screen readers; empty for a purely decorative spinner inside a labelled control. */
  label?: string;
};

export function Spinner({ size = 'medium', label = 'Loading…' }: SpinnerProps) {
  return (
    <span className={`spinner spinner--${size}`} role={label ? 'status' : undefined}>
      <span className="spinner__circle" aria-hidden="true" />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}

/** A centred spinner for a whole screen or panel that is loading. */
export function LoadingBlock({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading-block">
      <Spinner size="large" label={label} />
    </div>
  );
}
