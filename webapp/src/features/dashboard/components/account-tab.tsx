import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form/form-alert';
import { paths } from '@/config/paths';
import { deleteAccount } from '@/features/auth/api/delete-account';
import { updateAccount } from '@/features/auth/api/update-account';
import { accountErrorMessage } from '@/features/auth/error-messages';
import type { AccountValues } from '@/features/auth/validation';
import { useSession } from '@/features/session/session-provider';
import { apiClient } from '@/lib/api-client';
import { AccountForm } from './account-form';
import { EditToggle } from './edit-parts';

export const ACCOUNT_UPDATED_MESSAGE = 'Account updated successfully';

export function AccountTab() {
  const { state, actions } = useSession();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const user = state.user;

  // Spec section 4: toggling edit mode clears the messages (and, by remounting, the passwords).
  const toggleEditing = () => {
    setError(null);
    setSuccess(null);
    setEditing((current) => !current);
  };

  async function save(values: AccountValues) {
    if (!user) return;
    setSaving(true);
    setError(null);
    try {
      const answer = await updateAccount({
        userId: user.id,
        email: values.email,
        currentPassword: values.currentPassword || undefined,
        newPassword: values.newPassword || undefined,
      });
      if (answer.access_token && answer.refresh_token) {
        apiClient.tokens.set({ accessToken: answer.access_token, refreshToken: answer.refresh_token });
      }
      actions.setEmail(answer.user?.email ?? values.email);
      setEditing(false);
      setSuccess(answer.message ?? ACCOUNT_UPDATED_MESSAGE);
    } catch (caught) {
      setError(accountErrorMessage(caught, 'Something went wrong'));
    } finally {
      setSaving(false);
    }
  }

  async function removeAccount() {
    if (!user) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteAccount(user.id);
      setConfirmingDelete(false);
      actions.clear();
      void navigate(paths.home.getHref());
    } catch (caught) {
      setConfirmingDelete(false);
      setDeleteError(accountErrorMessage(caught, 'Failed to delete account'));
    } finally {
      setDeleting(false);
    }
  }

  if (!user) {
    return (
      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">Account</h2>
        <p>You are not signed in.</p>
        <Link to={paths.signin.getHref()} className={buttonClass('primary')}>
          Log In
        </Link>
      </section>
    );
  }

  return (
    <div className="page">
      <section className="card" aria-labelledby="account-title">
        <div className="section-header">
          <h2 id="account-title">Account</h2>
          {state.kind === 'registered' ? (
            <EditToggle editing={editing} what="account" onToggle={toggleEditing} />
          ) : null}
        </div>
        {success ? <FormAlert kind="success">{success}</FormAlert> : null}
        {state.kind !== 'registered' ? (
          <>
            <p>You are using an anonymous session. Sign up to keep your results with an e-mail and password.</p>
            <Link to={paths.signup.getHref()} className={buttonClass('primary')}>
              Sign Up
            </Link>
          </>
        ) : editing ? (
          <AccountForm
            email={user.email ?? ''}
            onSubmit={save}
            onCancel={toggleEditing}
            isSaving={saving}
            error={error}
          />
        ) : (
          <dl className="details-list">
            <div>
              <dt>E-mail</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>Password</dt>
              <dd>
                <span aria-hidden="true">••••••••</span>
                <span className="visually-hidden">hidden</span>
              </dd>
            </div>
          </dl>
        )}
      </section>

      <section className="card danger-zone" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete account</h2>
        <p>This removes your account, your profile and all your reports. It cannot be undone.</p>
        {deleteError ? <FormAlert>{deleteError}</FormAlert> : null}
        <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
          Delete Account
        </Button>
      </section>

      <ConfirmDialog
        open={confirmingDelete}
        title="Confirm Deletion"
        confirmLabel="Yes, Delete"
        cancelLabel="Cancel"
        confirmVariant="danger"
        isConfirming={deleting}
        onConfirm={() => void removeAccount()}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>Are you sure you want to delete your account? Your profile and reports will be removed permanently.</p>
      </ConfirmDialog>
    </div>
  );
}
