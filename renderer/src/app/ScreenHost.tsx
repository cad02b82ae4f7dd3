/**
 * Shows the current screen, loading its code on first visit (AG Grid and charts stay out
 * of the first bundle). A screen that fails to load or throws says so in words and
 * offers a retry; the shell around it keeps working. A screen whose code is already here
 * (loadScreen resolved: the first screen at start-up, main.tsx) draws in the same render,
 * without suspending: a Suspense boundary that showed its fallback reveals the screen no
 * sooner than 300 ms later (React's reveal throttle), a third of a cold start.
 */
import { Component, type ComponentType, type ReactNode, Suspense, lazy } from 'react';
import { useMc } from '../stores/store';
import type { ScreenDef } from './screen-def';

/** The component each screen was first drawn with: kept, so a re-render never remounts it. */
const loaded = new Map<string, ComponentType>();
/** Screens whose module has resolved: drawn directly, never through lazy(). */
const ready = new Map<string, ComponentType>();

/**
 * The screen's component, fixed at its first draw: its module if already here, else lazy().
 * A module the warm-up resolves later must not replace the lazy one a visit already drew —
 * a new component type would remount the screen and drop what the operator typed.
 */
function lazyScreen(def: ScreenDef): ComponentType {
  let c = loaded.get(def.id);
  if (!c) {
    c = ready.get(def.id) ?? lazy(def.load);
    loaded.set(def.id, c);
  }
  return c;
}

/** A screen that failed loads afresh on retry. */
function forget(id: string): void {
  loaded.delete(id);
  ready.delete(id);
}

/** Loads a screen's code ahead of its first render, so ScreenHost draws it without suspending. */
export async function loadScreen(def: ScreenDef): Promise<void> {
  ready.set(def.id, (await def.load()).default);
}

export function ScreenHost({ screen }: { screen: ScreenDef }) {
  const Screen = lazyScreen(screen);
  // A new account's turn mounts the screen afresh (stores/account-scope.ts resets the store's side).
  const turn = useMc((s) => s.accountScope.epoch);
  return (
    <ScreenBoundary key={screen.spansAccounts ? screen.id : `${screen.id}:${turn}`} name={screen.navLabel} onRetry={() => forget(screen.id)}>
      <Suspense fallback={<p className="mc-screen__loading" role="status">Loading {screen.navLabel}…</p>}>
        <Screen />
      </Suspense>
    </ScreenBoundary>
  );
}

interface BoundaryProps {
  name: string;
  onRetry(): void;
  children: ReactNode;
}

class ScreenBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div className="mc-screen" role="alert">
        <h1>{this.props.name}</h1>
        <p>
          The {this.props.name} screen stopped: {this.state.error.message || 'an unexpected error'}. The rest of the
          console still works.
        </p>
        <button
          type="button"
          className="mc-btn"
          onClick={() => {
            this.props.onRetry();
            this.setState({ error: null });
          }}
        >
          Reload {this.props.name}
        </button>
      </div>
    );
  }
}
