import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '@/testing/story-decorators';
import { LandingPage } from './landing-page';

const meta = {
  title: 'landing/LandingPage',
  component: LandingPage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
