import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserCard } from './dashboard-page';

const meta = { title: 'dashboard/UserCard', component: UserCard } satisfies Meta<typeof UserCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Registered: Story = { args: { email: 'robin@example.org' } };
export const Anonymous: Story = { args: { email: null } };
