import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = { id: string; label: ReactNode; content: ReactNode };

type TabsProps = {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  defaultTabId?: string;
  onChange?: (tabId: string) => void;
};

/**
 * In-page tabs (WAI-ARIA tabs pattern, automatic activation): Left/Right move and select,
 * Home/End jump; only the selected tab is in the Tab order.
 */
export function Tabs({ tabs, label, defaultTabId, onChange }: TabsProps) {
  const [selected, setSelected] = useState(defaultTabId ?? tabs[0]?.id ?? '');
  const baseId = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  function select(tabId: string, focus: boolean) {
    setSelected(tabId);
    onChange?.(tabId);
    if (focus) tabRefs.current[tabId]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const target = next === null ? undefined : tabs[next];
    if (target) {
      event.preventDefault();
      select(target.id, true);
    }
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(tab.id, false)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="tabs__panel"
        >
          {tab.id === selected ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
