import { Form } from '@/components/ui/form/form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { InputField } from '@/components/ui/form/input-field';
import { SelectField } from '@/components/ui/form/select-field';
import type { DemographicRecord } from '@/features/demographics/api/demographic-schema';
import { profileFormValues, profileSchema, type ProfileField, type ProfileFormValues } from '../profile-fields';
import { FormActions } from './edit-parts';

type ProfileFormProps = {
  fields: readonly ProfileField[];
  record: DemographicRecord | null;
  onSubmit: (values: ProfileFormValues) => Promise<void>;
  onCancel: () => void;
  isSaving: boolean;
  error?: string | null;
};

export function ProfileForm({ fields, record, onSubmit, onCancel, isSaving, error }: ProfileFormProps) {
  return (
    <Form
      schema={profileSchema(fields, record)}
      onSubmit={onSubmit}
      options={{ defaultValues: profileFormValues(fields, record) }}
      aria-label="Edit profile"
    >
      {() => (
        <>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <div className="form-grid">
            {fields.map((field) =>
              field.kind === 'select' ? (
                <SelectField<ProfileFormValues>
                  key={field.key}
                  name={field.key}
                  label={field.label}
                  options={field.options}
                  placeholder="Not set"
                />
              ) : (
                <InputField<ProfileFormValues>
                  key={field.key}
                  name={field.key}
                  label={field.label}
                  type={field.kind === 'date' ? 'date' : 'text'}
                  maxLength={field.kind === 'text' ? field.maxLength : undefined}
                  autoComplete={field.key === 'fullName' ? 'name' : field.key === 'dob' ? 'bday' : 'off'}
                />
              ),
            )}
          </div>
          <FormActions isSaving={isSaving} onCancel={onCancel} />
        </>
      )}
    </Form>
  );
}
