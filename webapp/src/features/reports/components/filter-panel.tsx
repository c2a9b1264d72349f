import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { answerLabel } from '@/features/instruments/api/instrument-schema';
import type { ReportFilter } from '../api/reports-api';
import type { FilterSection } from '../use-filter-options';

type FilterPanelProps = {
  open: boolean;
  sections: readonly FilterSection[];
  value: ReportFilter;
  onApply: (filter: ReportFilter) => void;
  onClose: () => void;
};

/** Drops empty choices: only chosen values are handed on (spec section 3). */
export function chosenOnly(filter: Readonly<Record<string, string | undefined>>): ReportFilter {
  return Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

function Section({
  section,
  chosen,
  onToggle,
}: {
  section: FilterSection;
  chosen: string | undefined;
  onToggle: (value: string) => void;
}) {
  const [expanded, setExpanded] = useState(chosen !== undefined);
  const bodyId = useId();
  return (
    <div className="filter-section">
      <h3 className="filter-section__heading">
        <button
          type="button"
          className="filter-section__toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((open) => !open)}
        >
          <span>{section.label}</span>
          {chosen ? (
            <span className="filter-section__chosen" aria-hidden="true">
              {chosen}
            </span>
          ) : null}
          <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
        </button>
      </h3>
      <div id={bodyId} hidden={!expanded} className="filter-section__options">
        {section.options.map((option) => (
          <button
            key={option.value}
            type="button"
            className={`filter-option${chosen === option.value ? ' filter-option--chosen' : ''}`}
            aria-pressed={chosen === option.value}
            onClick={() => onToggle(option.value)}
          >
            {answerLabel(option)}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The demographic filter panel (spec sections 2 and 4): collapsible sections, one choice per
 * category (choosing it again clears it), Reset, Apply Filters; the backdrop closes it.
 */
export function FilterPanel({ open, sections, value, onApply, onClose }: FilterPanelProps) {
  // Mounted when opened (the caller renders it only while open), so the draft starts from value.
  const [draft, setDraft] = useState<Record<string, string>>({ ...value });

  function toggle(field: string, option: string) {
    setDraft((current) => {
      const next = { ...current };
      if (next[field] === option) delete next[field];
      else next[field] = option;
      return next;
    });
  }

  return (
    <Dialog
      open={open}
      title="Select Demographic Group"
      onDismiss={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={() => setDraft({})}>
            Reset
          </Button>
          <Button
            onClick={() => {
              onApply(chosenOnly(draft));
              onClose();
            }}
          >
            Apply Filters
          </Button>
        </>
      }
    >
      <div className="filter-panel">
        {sections.map((section) => (
          <Section
            key={section.field}
            section={section}
            chosen={draft[section.field]}
            onToggle={(option) => toggle(section.field, option)}
          />
        ))}
      </div>
    </Dialog>
  );
}
