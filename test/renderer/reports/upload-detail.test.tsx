import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../shared/api/catalog';
import { UploadDetail } from '../../../renderer/src/features/reports/UploadDetail';

const upload = catalog['cloudstore.status'].response.parse({
  status: 'success',
  data: {
    id: 9062,
    path: 'vodstore/demo/a.mp4',
    destination_path: 'archive/a.mp4',
    metadata: { event: 'opening' },
    acl: 'public-read',
    callback: '',
    message: 'Upload complete',
    results: { Bucket: 'sandbox-archive', Key: 'archive/a.mp4', ETag: '"e1"', VersionId: 'v9', ServerSideEncryption: 'AES256' },
    created: '2026-11-08 03:11:59',
    last_updated: '2026-11-08 03:15:00',
    status: 200,
  },
}).data[0]!;

describe('UploadDetail', () => {
  it('shows state in words, metadata, the callback and the object-store result', () => {
    render(<UploadDetail upload={upload} onClose={() => {}} />);
    const panel = screen.getByRole('complementary', { name: 'Upload 9062' });
    expect(within(panel).getByText('200 DONE')).toBeTruthy();
    expect(within(panel).getByText('None')).toBeTruthy(); // empty callback
    const result = within(panel).getByLabelText('Object-store result');
    for (const text of ['sandbox-archive', '"e1"', 'v9', 'AES256']) expect(within(result).getByText(text)).toBeTruthy();
    expect(within(within(panel).getByLabelText('Metadata')).getByText('opening')).toBeTruthy();
  });
});
