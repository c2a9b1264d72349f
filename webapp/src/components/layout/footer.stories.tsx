import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '@/testing/story-decorators';
import { Footer } from './footer';

const meta = {
  title: 'layout/Footer',
  component: Footer,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
