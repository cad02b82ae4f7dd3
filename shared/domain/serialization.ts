/** The two request serializations a profile can choose (see electron/core/signing). */
export const SERIALIZATION_VALUES = ['php', 'standard'] as const;
export type SerializationChoice = (typeof SERIALIZATION_VALUES)[number];

/** What a probe read told of one serialization: the server took it, refused its signature (0003), or neither could be told. */
export type SerializationVerdict = 'accepted' | 'rejected' | 'not_tried' | 'unknown';

/** Which serializations the account's service accepts, as Test connection last found (kept with the profile). */
export interface SerializationProbe {
  php: SerializationVerdict;
  standard: SerializationVerdict;
  /** ISO time of the test. */
  at: string;
}
