import { NavLink } from 'react-router-dom';

export type TabNavItem = { to: string; label: string };

/**
 * Tabs that are pages (each has its own URL): a navigation list whose current entry carries
 * aria-current="page". In-page panels use <Tabs> instead.
 */
export function TabNav({ items, label }: { items: readonly TabNavItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="tabs__list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="tabs__tab">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
