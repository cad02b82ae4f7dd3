/**
 * Push destination kinds and the members each needs in direct mode (spec: "Per-kind
 * needs"). Only the kinds the spec names (hlspartner, rtmp, socialplatform) carry member
 * rules: a kind neither the spec nor the public notes name has no rule here (a guessed
 * rule would refuse a request the service takes). Any other service_name is sent as typed,
 * every destination member offered (never rejected).
 */
export type PushMember =
  | 'host_id'
  | 'stream_id'
  | 'dst_host'
  | 'dst_port'
  | 'dst_app'
  | 'dst_appinst'
  | 'dst_user'
  | 'dst_pass';

export interface PushKind {
  readonly serviceName: string;
  readonly label: string;
  /** Members that must be given in direct mode. */
  readonly required: readonly PushMember[];
  /** Members the form offers as optional. */
  readonly optional: readonly PushMember[];
  /** True when the spec names this service_name value. */
  readonly specName: boolean;
}

export const PUSH_KINDS: readonly PushKind[] = [
  { serviceName: 'hlspartner', label: 'HLS partner', required: ['host_id', 'stream_id'], optional: [], specName: true },
  { serviceName: 'socialplatform', label: 'Social platform', required: ['dst_host'], optional: [], specName: true },
  {
    serviceName: 'rtmp',
    label: 'Generic RTMP',
    required: ['dst_host'],
    optional: ['dst_app', 'dst_appinst', 'dst_port', 'dst_user', 'dst_pass'],
    specName: true,
  },
];

export function pushKindOf(serviceName: string | null | undefined): PushKind | undefined {
  return PUSH_KINDS.find((k) => k.serviceName === serviceName);
}

/** Words for a member in messages and form labels. */
export const PUSH_MEMBER_LABELS: Record<PushMember, string> = {
  host_id: 'host id',
  stream_id: 'stream id',
  dst_host: 'destination host',
  dst_port: 'destination port',
  dst_app: 'destination application',
  dst_appinst: 'destination instance',
  dst_user: 'username',
  dst_pass: 'password',
};
