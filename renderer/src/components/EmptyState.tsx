/** An empty state that says what to do (docs/operator-principles.md): "No live streams on demo-origin/live. Start your encoder…". */
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is missing: "No live streams on demo-origin/live." */
  title: string;
  /** What to do about it: "Start your encoder or pick another application." */
  action: ReactNode;
}

export function EmptyState({ title, action }: EmptyStateProps) {
  return (
    <div className="mc-empty">
      <div className="mc-empty__title">{title}</div>
      <div>{action}</div>
    </div>
  );
}
