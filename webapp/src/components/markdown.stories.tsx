import type { Meta, StoryObj } from '@storybook/react-vite';
import { Markdown } from './markdown';

const meta = { title: 'components/Markdown', component: Markdown } satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paragraphs: Story = {
  args: { children: 'There are **9** statements.\n\nAnswer each one *as you feel now*. See [our sources](https://www.who.int/).' },
};
export const List: Story = { args: { children: '- Talk to a friend\n- Join a group\n- Volunteer' } };
export const RawHtmlIsNotRendered: Story = {
  args: { children: 'Safe text <script>alert(1)</script> <b>not bold</b> [bad link](javascript:alert(1))' },
};
export const Inline: Story = { args: { inline: true, children: 'A *short* inline text' } };
