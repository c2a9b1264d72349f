import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

describe('Tabs', () => {
  it('switches panels with the arrow keys and keeps only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Score insights"
        tabs={[
          { id: 'general', label: 'General', content: <p>General insights</p> },
          { id: 'workplace', label: 'Workplace', content: <p>Workplace insights</p> },
        ]}
      />,
    );
    const general = screen.getByRole('tab', { name: 'General' });
    const workplace = screen.getByRole('tab', { name: 'Workplace' });
    expect(general).toHaveAttribute('aria-selected', 'true');
    expect(workplace).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'General' })).toHaveTextContent('General insights');

    await user.click(general);
    await user.keyboard('{ArrowRight}');
    expect(workplace).toHaveFocus();
    expect(workplace).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Workplace' })).toHaveTextContent('Workplace insights');
    await user.keyboard('{ArrowRight}');
    expect(general).toHaveFocus();
  });
});
