/**
 * Attempts → Archive: the trailing window every sync reads again and the service's
 * retention, typed and saved; what is wrong with a value shows beneath it. The work is the
 * store's (archive-settings-part.ts) and main's.
 */
import { useEffect } from "react";
import { ARCHIVE_SETTING_LIMITS } from "../../../../shared/domain/archive/types";
import { Field } from "../../components/Field";
import { ErrorLine } from "../../components/ResultLine";
import { useMc } from "../../stores/store";
import { settingsChanged } from "./archive-settings-part";

export function ArchiveSettings({ disabled }: { disabled: boolean }) {
  const s = useMc((x) => x.viewersArchiveSettings);
  const set = useMc((x) => x.setArchiveSettingsDraft);
  useEffect(() => {
    if (!disabled) void useMc.getState().loadArchiveSettings();
  }, [disabled]);
  const save = (): void => void useMc.getState().saveArchiveSettings();
  const w = ARCHIVE_SETTING_LIMITS.windowHours;
  const r = ARCHIVE_SETTING_LIMITS.retentionDays;
  return (
    <form
      className="mv-archive-settings"
      aria-label="Archive settings"
      onSubmit={(e) => (e.preventDefault(), save())}
    >
      <Field
        label="Read again (hours)"
        inputMode="numeric"
        value={s.draft.windowHours}
        disabled={disabled || s.saved === null}
        title={`How far before the newest archived attempt every sync reads again, for attempts the service wrote late: ${w.min} to ${w.max} hours (default ${w.default})`}
        error={s.problems.windowHours}
        onChange={(e) => set({ windowHours: e.target.value })}
      />
      <Field
        label="Service keeps (days)"
        inputMode="numeric"
        value={s.draft.retentionDays}
        disabled={disabled || s.saved === null}
        title={`How long the service keeps its log; older attempts cannot be read again, and a sync says so: ${r.min} to ${r.max.toLocaleString("en-US")} days (default ${r.default})`}
        error={s.problems.retentionDays}
        onChange={(e) => set({ retentionDays: e.target.value })}
      />
      {/* A label's height above the button, so it lines up with the inputs whatever the errors under them. */}
      <div className="mc-field mv-archive-save">
        <span className="mc-field__label" aria-hidden="true">
          &nbsp;
        </span>
        <button
          type="submit"
          className="mc-btn"
          disabled={disabled || s.saving || !settingsChanged(s)}
        >
          Save settings
        </button>
      </div>
      <span
        className="mv-sub mv-archive-note"
        role="status"
        aria-label="Archive settings saved"
      >
        {s.note ?? ""}
      </span>
      {s.error ? <ErrorLine error={s.error} /> : null}
    </form>
  );
}
