/** Options applied to every split from this screen, and the split key. */
import { useState } from 'react';
import { Field } from '../../components/Field';
import type { SplitOptions } from './split-request';
import { isUsableShortcut } from './split-key';

interface Props {
  options: SplitOptions;
  onChange: (o: SplitOptions) => void;
  callbackError: string | null;
  splitKey: string;
  onSplitKey: (k: string) => void;
}

export function SplitOptionsForm({ options, onChange, callbackError, splitKey, onSplitKey }: Props) {
  const [keyText, setKeyText] = useState(splitKey);
  const keyError = isUsableShortcut(keyText) ? null : 'Use F1–F12 or a combination with Ctrl, Alt or Meta (e.g. Ctrl+Shift+S)';
  const set = (patch: Partial<SplitOptions>): void => onChange({ ...options, ...patch });
  return (
    <fieldset className="lv-fieldset">
      <legend>Split options</legend>
      <div className="lv-grid-form">
        <Field label="Title" value={options.title} onChange={(e) => set({ title: e.target.value })} />
        <Field label="Description" value={options.description} onChange={(e) => set({ description: e.target.value })} />
        <Field label="Callback URL" value={options.callback} onChange={(e) => set({ callback: e.target.value })} error={callbackError} placeholder="e.g. https://…" />
        <Field
          label="Split key"
          value={keyText}
          onChange={(e) => {
            setKeyText(e.target.value);
            if (isUsableShortcut(e.target.value)) onSplitKey(e.target.value.trim());
          }}
          error={keyError}
        />
      </div>
      <label className="lv-check">
        <input type="checkbox" checked={options.deleteSegment} onChange={(e) => set({ deleteSegment: e.target.checked })} />
        Delete the closed segment (splits then need a second press)
      </label>
      <label className="lv-check">
        <input type="checkbox" checked={options.keep} onChange={(e) => set({ keep: e.target.checked })} />
        Keep title and description for the next split
      </label>
    </fieldset>
  );
}
