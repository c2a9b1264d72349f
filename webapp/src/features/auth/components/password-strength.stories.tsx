import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordStrength } from './password-strength';

const meta = { title: 'auth/PasswordStrength', component: PasswordStrength } satisfies Meta<typeof PasswordStrength>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { password: '' } };
export const Weak: Story = { args: { password: 'abcdefgh' } };
export const Medium: Story = { args: { password: 'Abcdefgh' } };
export const Strong: Story = { args: { password: 'Abcdefg!' } };
