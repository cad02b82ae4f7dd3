import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppPicker } from '../../../renderer/src/features/reports/TargetPicker';
import { type FakeApi, envelope, installFakeApi, offline } from './fake-bridge';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});

const getappsCalls = () => fake.calls.filter((c) => c.command === 'video.getapps').length;

describe('application picker', () => {
  it('offers Retry beside the fallback note when video.getapps fails, and lists the apps once it works', async () => {
    fake.answers['video.getapps'] = { error: offline };
    render(<AppPicker choice={{ checked: [], typed: '' }} onChange={() => {}} idPrefix="t" />);
    expect(await screen.findByText(/Could not list applications/)).toBeTruthy();
    expect(getappsCalls()).toBe(1);

    fake.answers['video.getapps'] = { body: { ...envelope, apps: [{ name: 'demo-origin', app_id: 1001 }] } };
    await userEvent.click(screen.getByRole('button', { name: 'Retry listing applications' }));
    expect(await screen.findByRole('checkbox', { name: /demo-origin/ })).toBeTruthy();
    expect(getappsCalls()).toBe(2);
    expect(screen.queryByText(/Could not list applications/)).toBeNull();
  });
});
