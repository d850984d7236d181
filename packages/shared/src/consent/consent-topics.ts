// What a person can agree to receive by e-mail (N23, ADR 0042): the newsletter, or one notice when
// the company starts serving their province (the UPDATE ME! box). One consent record per topic and
// address; every mail of a topic carries a one-click unsubscribe link for that topic.

export const CONSENT_TOPICS = ['newsletter', 'province-availability'] as const;
export type ConsentTopic = (typeof CONSENT_TOPICS)[number];
