/**
 * Split recording for one stream (or a * pattern). One press (or the split key) sends
 * it; it arms first (press again) when "delete the closed segment" is on, and when the
 * stream's last split has no clear answer — until that is checked or 10 s have passed.
 */
import { useEffect, useState } from 'react';
import type { IpcResult } from '../../../../shared/ipc/define';
import type { SplitValue } from '../../../../shared/ipc/live';
import { ActionButton } from '../../components/ActionButton';
import { ArmButton } from '../../components/ArmButton';
import { useMc } from '../../stores/store';
import { type SplitOptions, UNKNOWN_SPLIT_ARM_MS, judgeSplit, splitDoneText, splitParams } from './split-request';

interface Props {
  app: string;
  inst: string;
  stream: string;
  options: SplitOptions;
  disabled: boolean;
  shortcut?: string | undefined;
  label?: string;
  /** For patterns: "Press again to split 4 streams…". */
  what?: string;
  /** Told of every answer (the screen clears title and description after a success). */
  onDone?: (r: IpcResult<SplitValue>) => void;
  /** The stream's row states the answer itself (StreamSplitLine), from every split of it. */
  hideResult?: boolean;
}

/** True while the stream's last split is UNKNOWN and younger than the arm window; re-renders when it ends. */
function useUnknownArm(stream: string): boolean {
  const since = useMc((s) => s.live.splitUnknown[stream] ?? null);
  const [, expire] = useState(0);
  const left = since === null ? 0 : since + UNKNOWN_SPLIT_ARM_MS - Date.now();
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => expire((n) => n + 1), left);
    return () => clearTimeout(t);
  }, [left]);
  return left > 0;
}

export function SplitButton({ app, inst, stream, options, disabled, shortcut, label = 'Split recording', what, onDone, hideResult }: Props) {
  const split = useMc((s) => s.liveSplit);
  const unknown = useUnknownArm(stream);
  const run = async () => {
    const r = judgeSplit(await split(splitParams(app, inst, stream, options)));
    onDone?.(r);
    return r;
  };
  if (options.deleteSegment || unknown) {
    const consequence = options.deleteSegment
      ? `Press again to split ${what ?? stream} and DELETE the closed segment`
      : `Press again: the last split of ${stream} has no clear answer — Check it, or split again`;
    return (
      <ArmButton
        label={options.deleteSegment ? `${label} + delete` : label}
        consequence={consequence}
        fire={run}
        shortcut={shortcut}
        doneText={splitDoneText}
        disabled={disabled}
        hideResult={hideResult}
        palette={shortcut ? `Split recording of ${stream}` : undefined}
      />
    );
  }
  return <ActionButton label={label} run={run} shortcut={shortcut} doneText={splitDoneText} disabled={disabled} hideResult={hideResult} palette={shortcut ? `Split recording of ${stream}` : undefined} />;
}
