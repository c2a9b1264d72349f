import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-alert';

/** The pencil that switches a dashboard card between reading and editing. */
export function EditToggle({ editing, what, onToggle }: { editing: boolean; what: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={editing}
      aria-label={editing ? `Stop editing ${what}` : `Edit ${what}`}
      onClick={onToggle}
    >
      <span aria-hidden="true">✎</span>
    </button>
  );
}

/** Save Changes and Cancel under an edit form. */
export function FormActions({ isSaving, onCancel }: { isSaving: boolean; onCancel: () => void }) {
  return (
    <div className="button-row">
      <Button type="submit" isLoading={isSaving}>
        Save Changes
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/** A load that failed, with the server's (or a friendly) message and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="page">
      <FormAlert>{message}</FormAlert>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}
