import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { TabNav } from './tab-nav';

const items = [
  { to: '/dashboard/reports', label: 'Reports' },
  { to: '/dashboard/profile', label: 'Profile' },
  { to: '/dashboard/account', label: 'Account' },
];

const meta = { title: 'ui/TabNav', component: TabNav, args: { items, label: 'Dashboard sections' } } satisfies Meta<
  typeof TabNav
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReportsCurrent: Story = {
  decorators: [(Story) => <MemoryRouter initialEntries={['/dashboard/reports']}><Story /></MemoryRouter>],
};
export const AccountCurrent: Story = {
  decorators: [(Story) => <MemoryRouter initialEntries={['/dashboard/account']}><Story /></MemoryRouter>],
};
