/** Users allowed to publish to a stream; removal is what sevu.removestreamuser does. */
export interface StreamUserRow {
  streamuser_id: string;
  app: string;
  stream: string;
  user: string;
}

export function seedStreamUsers(): StreamUserRow[] {
  const rows: Array<[string, string]> = [
    ['cam_1', 'encoder-a'],
    ['cam_2', 'encoder-b'],
    ['cam_3', 'field_team'],
    ['cam_4', 'field_team'],
    ['main', 'studio-main'],
    ['*', 'ops_backup'],
  ];
  return rows.map(([stream, user], i) => ({ streamuser_id: String(i + 1), app: 'demo-origin', stream, user }));
}
