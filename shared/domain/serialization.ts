/** The two request serializations a profile can choose (see electron/core/signing). */
export const SERIALIZATION_VALUES = ['php', 'standard'] as const;
export type SerializationChoice = (typeof SERIALIZATION_VALUES)[number];
