import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { InputField } from '@/components/ui/form/input-field';
import { PasswordField } from '@/components/ui/form/password-field';
import { accountSchema, type AccountValues } from '@/features/auth/validation';
import { FormActions } from './edit-parts';

type AccountFormProps = {
  email: string;
  onSubmit: (values: AccountValues) => Promise<void>;
  onCancel: () => void;
  isSaving: boolean;
  error?: string | null;
};

export function AccountForm({ email, onSubmit, onCancel, isSaving, error }: AccountFormProps) {
  return (
    <Form
      schema={accountSchema}
      onSubmit={onSubmit}
      options={{ defaultValues: { email, currentPassword: '', newPassword: '', confirmPassword: '' } }}
      aria-label="Edit account"
    >
      {() => (
        <>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <InputField<AccountValues> name="email" type="email" label="E-mail" autoComplete="email" required />
          <PasswordField<AccountValues>
            name="currentPassword"
            label="Current Password"
            autoComplete="current-password"
            description="Needed to change your e-mail or password."
          />
          <PasswordField<AccountValues> name="newPassword" label="New Password" autoComplete="new-password" />
          <PasswordField<AccountValues> name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
          <FormActions isSaving={isSaving} onCancel={onCancel} />
        </>
      )}
    </Form>
  );
}
