/** Typed slices of the one zustand store. Each feature owns its slice file. */
import type { StateCreator } from 'zustand';
import type { McState } from './store';

export type SliceCreator<S> = StateCreator<McState, [], [], S>;
