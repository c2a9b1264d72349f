import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer } from '@/features/instruments/testing/fixtures';
import '../report.css';
import { FilterPanel } from './filter-panel';

const sections = [
  { field: 'ageClass', label: 'Age', options: ['18-25', '26-35', '36-45', '46-55', '56-65', '65+'].map((value) => answer(value)) },
  { field: 'maritalStatus', label: 'Marital Status', options: ['Single', 'In a Relationship', 'Married', 'Divorced', 'Widowed', 'Other'].map((value) => answer(value)) },
  { field: 'religiousAffiliation', label: 'Religion', options: ['Christianity', 'Islam', 'Hinduism', 'Judaism', 'Not Religious'].map((value) => answer(value)) },
  { field: 'employmentStatus', label: 'Employment', options: ['Employed', 'Self-employed', 'Unemployed', 'Student', 'Retired'].map((value) => answer(value)) },
  { field: 'highestEducation', label: 'Education', options: ['Primary', 'High School', 'Bachelors', 'Master/Doctorate'].map((value) => answer(value)) },
];

const meta = {
  title: 'report/FilterPanel',
  component: FilterPanel,
  args: { open: true, sections, value: {}, onApply: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithChoices: Story = { args: { value: { ageClass: '26-35', employmentStatus: 'Employed' } } };
