import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../renderer.css';
import { countries, countryQuestion } from '../testing/fixtures';
import { QuestionFrame, stateful } from '../testing/stateful';
import { CountryQuestion } from './country-question';

const Stateful = stateful(CountryQuestion);

const meta = {
  title: 'renderer/questions/country',
  component: CountryQuestion,
  args: { question: countryQuestion, answers: countries, value: null, onChange: () => undefined, labelledBy: 'q-heading' },
  render: (args) => (
    <QuestionFrame id="q-heading" text={args.question.text}>
      <Stateful {...args} />
    </QuestionFrame>
  ),
} satisfies Meta<typeof CountryQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'GH' } };
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'zz');
    await expect(canvas.getByText('No countries found')).toBeInTheDocument();
  },
};
