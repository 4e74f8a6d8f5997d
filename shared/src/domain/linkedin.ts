const PERSON_URN_PREFIX = 'urn:li:person:';

/** Spec §5: a LinkedIn member id without the "urn:" prefix is written as a person URN. */
export function toPersonUrn(idOrUrn: string): string {
  return idOrUrn.startsWith('urn:') ? idOrUrn : `${PERSON_URN_PREFIX}${idOrUrn}`;
}
