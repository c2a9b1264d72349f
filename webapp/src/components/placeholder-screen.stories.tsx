import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '@/testing/story-decorators';
import { PlaceholderScreen } from './placeholder-screen';

const meta = {
  title: 'components/PlaceholderScreen',
  component: PlaceholderScreen,
  decorators: [withRouter],
  args: { title: 'Survey Stats' },
} satisfies Meta<typeof PlaceholderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
