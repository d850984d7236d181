// What a person can agree to receive by e-mail (N23, ADR 0042): the newsletter, or one notice when
// the company starts serving their province (the UPDATE ME! box). One consent record per topic and
// address; every mail of a topic carries a one-click unsubscribe link for that topic.

export const CONSENT_TOPICS = ['newsletter', 'province-availability'] as const;
export type ConsentTopic = (typeof CONSENT_TOPICS)[number];

/**
 * What the consent table records: the e-mail topics above, and the express consent to the health
 * questions of an application (N25), which has no mails and no unsubscribe link.
 */
export const CONSENT_RECORD_TOPICS = [...CONSENT_TOPICS, 'health-information'] as const;
export type ConsentRecordTopic = (typeof CONSENT_RECORD_TOPICS)[number];
