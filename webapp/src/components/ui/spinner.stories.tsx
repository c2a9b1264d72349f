import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingBlock, Spinner } from './spinner';

const meta = { title: 'ui/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 'small' } };
export const Medium: Story = { args: { size: 'medium' } };
export const Large: Story = { args: { size: 'large', label: 'Loading your reports…' } };
export const Block: Story = { render: () => <LoadingBlock label="Loading your profile…" /> };
