import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProfileForm } from './profile-form';
import { storyProfileFields } from './profile-stories-data';

const meta = {
  title: 'dashboard/ProfileForm',
  component: ProfileForm,
  args: {
    fields: storyProfileFields,
    record: { fullName: 'Robin Example', gender: 'Female', dob: '1990-05-17' },
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    isSaving: false,
  },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};
export const Empty: Story = { args: { record: null } };
export const Saving: Story = { args: { isSaving: true } };
export const SaveFailed: Story = { args: { error: 'dob: must be 18 or older' } };
