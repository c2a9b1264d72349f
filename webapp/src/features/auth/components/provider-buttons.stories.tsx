import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProviderButtonsView } from './provider-buttons';

const meta = { title: 'auth/ProviderButtons', component: ProviderButtonsView } satisfies Meta<typeof ProviderButtonsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Google: Story = { args: { providers: [{ id: 'google', name: 'Google' }] } };
export const NoneConfigured: Story = { args: { providers: [] } };
