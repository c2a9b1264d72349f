import { useCallback, useEffect, useState } from 'react';
import { useNotify } from '@/components/ui/notifications';
import { LoadingBlock } from '@/components/ui/spinner';
import { createDemographic } from '@/features/demographics/api/create-demographic';
import { updateDemographic } from '@/features/demographics/api/update-demographic';
import { useDemographic } from '@/features/demographics/demographic-provider';
import { useSession } from '@/features/session/session-provider';
import { ApiError } from '@/lib/api-client';
import { getProfileDefinition } from '../api/get-instruments';
import { changedFields, profileFields, profileFormValues, type ProfileField, type ProfileFormValues } from '../profile-fields';
import { ProfileDetails } from './profile-details';
import { EditToggle, LoadFailed } from './edit-parts';
import { ProfileForm } from './profile-form';

export function ProfileTab() {
  const { state } = useSession();
  const { demographic, setDemographic } = useDemographic();
  const notify = useNotify();
  const [fields, setFields] = useState<ProfileField[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const definition = await getProfileDefinition();
      setFields(definition ? profileFields(definition) : []);
    } catch (caught) {
      setLoadError(caught instanceof ApiError ? caught.message : 'Could not load your profile.');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function save(values: ProfileFormValues) {
    const userId = state.user?.id;
    if (!userId || !fields) return;
    const changes = changedFields(profileFormValues(fields, demographic), values);
    setSaving(true);
    setSaveError(null);
    try {
      if (Object.keys(changes).length > 0) {
        const record = demographic
          ? await updateDemographic(userId, changes)
          : await createDemographic(userId, changes);
        setDemographic(record);
      }
      setEditing(false);
      notify({ kind: 'success', title: 'Profile updated' });
    } catch (caught) {
      setSaveError(caught instanceof ApiError ? caught.message : 'Could not save your profile.');
    } finally {
      setSaving(false);
    }
  }

  const toggleEditing = () => {
    setSaveError(null);
    setEditing((current) => !current);
  };

  return (
    <section className="card" aria-labelledby="profile-title">
      <div className="section-header">
        <h2 id="profile-title">Your details</h2>
        {state.user && fields ? (
          <EditToggle editing={editing} what="profile" onToggle={toggleEditing} />
        ) : null}
      </div>
      {!state.user ? (
        <p>Your profile appears here once you have started the survey.</p>
      ) : loadError ? (
        <LoadFailed message={loadError} onRetry={() => void load()} />
      ) : fields === null ? (
        <LoadingBlock label="Loading your profile…" />
      ) : editing ? (
        <ProfileForm
          fields={fields}
          record={demographic}
          onSubmit={save}
          onCancel={toggleEditing}
          isSaving={saving}
          error={saveError}
        />
      ) : (
        <ProfileDetails fields={fields} record={demographic} />
      )}
    </section>
  );
}
