type PercentileBarProps = { label: string; percentile: number | null; note?: string | null };

/** 'You scored higher than N% of people', or the reason there is no number. */
export function PercentileBar({ label, percentile, note }: PercentileBarProps) {
  return (
    <div className="percentile-bar">
      <h3 className="percentile-bar__label">{label}</h3>
      {percentile === null ? (
        <p className="percentile-bar__unavailable">{note}</p>
      ) : (
        <>
          <div
            className="percentile-bar__track"
            role="meter"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percentile}
            aria-valuetext={`higher than ${Math.round(percentile)}% of people`}
          >
            <div className="percentile-bar__fill" style={{ width: `${Math.min(percentile, 100)}%` }} />
          </div>
          <p>You scored higher than {Math.round(percentile)}% of people</p>
          {note ? <p className="muted">{note}</p> : null}
        </>
      )}
    </div>
  );
}
