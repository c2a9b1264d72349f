import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '@/features/instruments/testing/fixtures';
import { FilterPanel, chosenOnly } from './filter-panel';

const sections = [
  { field: 'ageClass', label: 'Age', options: [answer('18-25'), answer('26-35')] },
  { field: 'maritalStatus', label: 'Marital Status', options: [answer('Single'), answer('Married')] },
];

describe('FilterPanel', () => {
  it('opens sections that have a value, selects one option per category and deselects on a second click', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const onClose = vi.fn();
    render(<FilterPanel open sections={sections} value={{ ageClass: '18-25' }} onApply={onApply} onClose={onClose} />);
    expect(screen.getByRole('button', { name: 'Age' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Marital Status' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: '26-35' }));
    expect(screen.getByRole('button', { name: '26-35' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '18-25' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Marital Status' }));
    await user.click(screen.getByRole('button', { name: 'Married' }));
    await user.click(screen.getByRole('button', { name: 'Married' }));
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(onApply).toHaveBeenCalledWith({ ageClass: '26-35' });
    expect(onClose).toHaveBeenCalled();
  });

  it('Reset clears every choice; the backdrop closes without applying', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const onClose = vi.fn();
    render(<FilterPanel open sections={sections} value={{ ageClass: '18-25', maritalStatus: 'Single' }} onApply={onApply} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: '18-25' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(document.querySelector('.dialog-backdrop') as HTMLElement);
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('hands on only chosen values', () => {
    expect(chosenOnly({ ageClass: '26-35', religiousAffiliation: '', maritalStatus: undefined })).toEqual({ ageClass: '26-35' });
  });
});
