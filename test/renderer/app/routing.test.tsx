import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../renderer/src/app/App';
import { readableTextOn } from '../../../renderer/src/app/colour';
import { hashFor, screenForDigit, screenForHash } from '../../../renderer/src/app/routing';
import { loadScreen, ScreenHost } from '../../../renderer/src/app/ScreenHost';
import type { ScreenDef } from '../../../renderer/src/app/screen-def';
import { installFake } from '../fake-bridge';

const Plain = () => <h1>Plain</h1>;
const defs: ScreenDef[] = [
  { id: 'live', navLabel: 'Live', load: async () => ({ default: Plain }) },
  { id: 'activity', navLabel: 'Activity', load: async () => ({ default: Plain }) },
];

describe('routing', () => {
  it('finds the screen a hash names, else the first', () => {
    expect(screenForHash('#/activity', defs)?.id).toBe('activity');
    expect(screenForHash('#/activity?x=1', defs)?.id).toBe('activity');
    expect(screenForHash('#/nope', defs)?.id).toBe('live');
    expect(screenForHash('', [])).toBeNull();
    expect(hashFor(defs[1]!)).toBe('#/activity');
  });

  it('maps Alt+digit to the n-th screen only', () => {
    expect(screenForDigit('2', defs)?.id).toBe('activity');
    expect(screenForDigit('3', defs)).toBeNull();
    expect(screenForDigit('a', defs)).toBeNull();
    expect(screenForDigit('0', defs)).toBeNull();
  });

  it('gives the tenth screen Alt+0, in the navigation as in the key handler', () => {
    const ten: ScreenDef[] = Array.from({ length: 11 }, (_, i) => ({ id: `s${i + 1}`, navLabel: `S${i + 1}`, load: async () => ({ default: Plain }) }));
    expect(screenForDigit('0', ten)?.id).toBe('s10');
    expect(screenForDigit('9', ten)?.id).toBe('s9');
    installFake();
    render(<App screens={ten} />);
    const links = screen.getAllByRole('link').filter((a) => a.closest('nav[aria-label="Screens"]'));
    expect(links.map((a) => a.getAttribute('aria-keyshortcuts'))).toEqual(['Alt+1', 'Alt+2', 'Alt+3', 'Alt+4', 'Alt+5', 'Alt+6', 'Alt+7', 'Alt+8', 'Alt+9', 'Alt+0', null]);
    expect(links[9]!.textContent).toBe('S10Alt+0');
    fireEvent.keyDown(document.body, { key: '0', code: 'Digit0', altKey: true });
    expect(window.location.hash).toBe('#/s10');
  });

  it('picks the more readable text colour for an account bar', () => {
    expect(readableTextOn('#ffffff')).toBe('#000000');
    expect(readableTextOn('#000000')).toBe('#ffffff');
    expect(readableTextOn('#c0392b')).toBe('#ffffff');
    expect(readableTextOn('not a colour')).toBe('#ffffff');
  });
});

describe('screen host', () => {
  beforeEach(() => {
    window.location.hash = '';
    installFake();
  });

  it('says a screen stopped, in words, and keeps the shell working', async () => {
    const Broken = (): never => {
      throw new Error('rows is undefined');
    };
    const original = console.error;
    console.error = () => {}; // React logs the caught error; the test reads the screen instead
    try {
      render(<App screens={[{ id: 'broken', navLabel: 'Broken', load: async () => ({ default: Broken }) }, defs[1]!]} />);
      expect(await screen.findByText(/The Broken screen stopped: rows is undefined/)).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Broken' })).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Screens' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Reload Broken' }));
      expect(await screen.findByText(/The Broken screen stopped/)).toBeTruthy();
    } finally {
      console.error = original;
    }
  });

  it('draws a screen whose code is loaded in the first render, with no "Loading" line', async () => {
    const opening: ScreenDef = { id: 'opening', navLabel: 'Opening', load: async () => ({ default: () => <h1>Opening</h1> }) };
    await loadScreen(opening);
    render(<ScreenHost screen={opening} />);
    // Synchronous: a suspended first render would show "Loading Opening…" and reveal the screen 300 ms later.
    expect(screen.getByRole('heading', { level: 1, name: 'Opening' })).toBeTruthy();
    expect(screen.queryByText('Loading Opening…')).toBeNull();
  });

  it('keeps a screen open on its first visit when the warm-up loads its code afterwards: what was typed stays', async () => {
    // The warm-up (main.tsx) may load a screen's code after the operator opened it.
    const Form = () => {
      const [label, setLabel] = useState('');
      return <input aria-label="Label" value={label} onChange={(e) => setLabel(e.target.value)} />;
    };
    const visited: ScreenDef = { id: 'visited', navLabel: 'Visited', load: async () => ({ default: Form }) };
    const { rerender } = render(<ScreenHost screen={visited} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Label' }), { target: { value: 'Opening' } });
    await act(() => loadScreen(visited));
    rerender(<ScreenHost screen={visited} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Label' }).value).toBe('Opening');
  });

  it('says what to do when no screens are installed', () => {
    render(<App screens={[]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Master Control' })).toBeTruthy();
    expect(screen.getByText('No screens are installed in this build.')).toBeTruthy();
  });
});
