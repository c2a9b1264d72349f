import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../button';
import { CheckboxField } from './checkbox-field';
import { Form } from './form';
import { FormAlert } from './form-alert';
import { InputField } from './input-field';
import { PasswordField } from './password-field';
import { SelectField } from './select-field';

const schema = z.object({
  email: z.string().min(1, 'Enter your e-mail address'),
  password: z.string().min(1, 'Enter your password'),
  gender: z.string().min(1, 'Choose one of the listed options'),
  adult: z.boolean().refine((checked) => checked, 'Please confirm that you are 18 or older'),
});
type Values = z.infer<typeof schema>;

function ExampleForm({ error, filled, onSubmit }: { error?: string; filled?: boolean; onSubmit: (values: Values) => void }) {
  return (
    <Form
      schema={schema}
      onSubmit={onSubmit}
      options={{
        defaultValues: filled
          ? { email: 'robin@example.org', password: 'Calm-Teal-2026!', gender: 'Female', adult: true }
          : { email: '', password: '', gender: '', adult: false },
      }}
      aria-label="Example form"
    >
      {() => (
        <>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <InputField<Values> name="email" label="E-mail" type="email" required />
          <PasswordField<Values> name="password" label="Password" autoComplete="current-password" required />
          <SelectField<Values>
            name="gender"
            label="Gender"
            placeholder="Not set"
            options={['Male', 'Female', 'Non-binary'].map((value) => ({ value, label: value }))}
          />
          <CheckboxField<Values> name="adult" label="I am 18 years of age or older." />
          <Button type="submit">Save Changes</Button>
        </>
      )}
    </Form>
  );
}

const meta = {
  title: 'ui/Form',
  component: ExampleForm,
  args: { onSubmit: fn() },
  parameters: {
    docs: { description: { component: 'Submit the empty form to see every field in its error state.' } },
  },
} satisfies Meta<typeof ExampleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { filled: true } };
export const WithServerError: Story = { args: { filled: true, error: 'Invalid e-mail or password' } };
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  },
};
export const SuccessAlert: Story = {
  render: () => <FormAlert kind="success">Account updated successfully</FormAlert>,
};
