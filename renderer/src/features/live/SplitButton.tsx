/**
 * Split recording for one stream (or a * pattern). With "delete the closed segment" on,
 * the split becomes arm-then-fire; otherwise one press (or the split key) sends it.
 */
import { ActionButton } from '../../components/ActionButton';
import { ArmButton } from '../../components/ArmButton';
import { useMc } from '../../stores/store';
import { type SplitOptions, judgeSplit, splitDoneText, splitParams } from './split-request';

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
}

export function SplitButton({ app, inst, stream, options, disabled, shortcut, label = 'Split recording', what }: Props) {
  const split = useMc((s) => s.liveSplit);
  const run = async () => judgeSplit(await split(splitParams(app, inst, stream, options)));
  if (options.deleteSegment) {
    return (
      <ArmButton
        label={`${label} + delete`}
        consequence={`Press again to split ${what ?? stream} and DELETE the closed segment`}
        fire={run}
        shortcut={shortcut}
        doneText={splitDoneText}
        disabled={disabled}
      />
    );
  }
  return <ActionButton label={label} run={run} shortcut={shortcut} doneText={splitDoneText} disabled={disabled} />;
}
