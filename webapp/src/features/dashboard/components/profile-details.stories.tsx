import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileDetails } from './profile-details';
import { storyProfileFields } from './profile-stories-data';

const meta = {
  title: 'dashboard/ProfileDetails',
  component: ProfileDetails,
  args: { fields: storyProfileFields, record: null },
} satisfies Meta<typeof ProfileDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoRecord: Story = {};
export const Filled: Story = {
  args: {
    record: { fullName: 'Robin Example', gender: 'Female', maritalStatus: 'Married', countryOfResidence: 'IE', dob: '1990-05-17' },
  },
};
export const Partial: Story = { args: { record: { gender: 'Male', maritalStatus: null } } };
