import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { answerLabel, type Answer, type Question } from '../api/instrument-schema';
import type { QuestionProps } from './question-props';

/** Spec section 9: the country list closes 100 ms after a choice. */
export const COUNTRY_CLOSE_DELAY_MS = 100;
export const NO_COUNTRIES = 'No countries found';

function matches(answer: Answer, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return answerLabel(answer).toLocaleLowerCase().includes(needle) || answer.value.toLocaleLowerCase() === needle;
}

/**
 * `country`: a searchable list (ARIA combobox with a listbox). Typing filters, arrow keys move,
 * Enter chooses, Escape closes; 'No countries found' when nothing matches.
 */
export function CountryQuestion({ answers, value, onChange, labelledBy, disabled }: QuestionProps<Extract<Question, { type: 'country' }>>) {
  const listId = useId();
  const chosen = answers.find((answer) => answer.value === value) ?? null;
  const [search, setSearch] = useState(chosen ? answerLabel(chosen) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<number | undefined>(undefined);
  const filtered = useMemo(() => answers.filter((answer) => matches(answer, open ? search : '')), [answers, search, open]);

  useEffect(() => {
    setSearch(chosen ? answerLabel(chosen) : '');
  }, [chosen]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function choose(answer: Answer) {
    onChange(answer.value);
    setSearch(answerLabel(answer));
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), COUNTRY_CLOSE_DELAY_MS);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        // Opening shows the first match as active; the next press moves.
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(filtered.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      const answer = filtered[active];
      if (answer) {
        event.preventDefault();
        choose(answer);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  const activeAnswer = open ? filtered[active] : undefined;
  const optionId = (answer: Answer) => `${listId}-${answer.value}`;
  return (
    <div className="country-picker">
      <input
        className="input question-input"
        type="text"
        role="combobox"
        aria-labelledby={labelledBy}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeAnswer ? optionId(activeAnswer) : undefined}
        placeholder="Search for a country"
        autoComplete="off"
        value={search}
        disabled={disabled}
        onFocus={() => {
          window.clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          window.clearTimeout(closeTimer.current);
          closeTimer.current = window.setTimeout(() => setOpen(false), COUNTRY_CLOSE_DELAY_MS);
        }}
        onChange={(event) => {
          setSearch(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {chosen?.icon ? (
        <span className="country-picker__flag" aria-hidden="true">
          {chosen.icon}
        </span>
      ) : null}
      <ul id={listId} role="listbox" aria-labelledby={labelledBy} className="country-picker__list" hidden={!open}>
        {filtered.map((answer, index) => (
          <li
            key={answer.value}
            id={optionId(answer)}
            role="option"
            aria-selected={answer.value === value}
            className={`country-picker__option${index === active ? ' country-picker__option--active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(answer)}
          >
            {answer.icon ? <span aria-hidden="true">{answer.icon} </span> : null}
            {answerLabel(answer)}
          </li>
        ))}
      </ul>
      {open && filtered.length === 0 ? (
        <p className="country-picker__empty" role="status">
          {NO_COUNTRIES}
        </p>
      ) : null}
    </div>
  );
}
