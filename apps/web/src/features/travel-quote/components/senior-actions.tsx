// What travellers 60 and over see instead of Start Application (product-flows section 5): the
// insurer's medical questionnaire where there is one, otherwise applying through us or a call with
// the reason shown, and the eligibility criteria.

import { useState } from 'react';
import { Anchor, Button, List, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { COMPANY } from '@brokerage/shared/company/company-info';
import { MEDICAL_QUESTIONNAIRE_MIN_AGE } from '@brokerage/shared/catalogue/options';
import type { TravelQuoteRow } from '@brokerage/shared/travel-quote/quote-result.schema';

/**
 * Travel eligibility criteria (product-flows section 5) that hold for every plan; ages, trip
 * lengths and destinations are each plan's own, written from its data (ADR 0115).
 */
export const ELIGIBILITY_CRITERIA = [
  'You are a Canadian resident covered by your government health insurance plan for the whole trip.',
  'You are insured for the full length of your trip.',
  'You are not travelling against the advice of a physician.',
  'You have not been diagnosed with a terminal illness.',
  'You have no new or undiagnosed symptoms.',
  'You are not travelling to get treatment outside your home province.',
  'You have not used home oxygen in the 12 months before departure.',
];
export const ELIGIBILITY_60_TO_80 = [
  'No congestive heart failure.',
  'No unrepaired aneurysm of 4.5 cm or more.',
  'No help needed with the activities of daily living.',
];
export const ELIGIBILITY_COVID_66_TO_80 = [
  'No medical condition that was not stable in the 365 days before departure.',
  'No diagnosis of, or pending tests for, COPD or emphysema.',
];

/** Why a plan without an online questionnaire goes through us (shown on its row). */
export const NO_QUESTIONNAIRE_REASON =
  'This insurer has no medical questionnaire online: apply through us and an advisor checks your eligibility with you by phone.';

/**
 * The row's way forward for a traveller 60 or over, and the dialogs it opens. `planEligibility`
 * gives a plan's own eligibility words (ages, trip length, destinations) from its data.
 */
export function useSeniorActions(
  onStartApplication: (row: TravelQuoteRow) => void,
  planEligibility: (policyName: string) => readonly string[],
) {
  const [questionnaire, setQuestionnaire] = useState<TravelQuoteRow | null>(null);
  // The plan whose eligibility criteria are shown.
  const [criteria, setCriteria] = useState<TravelQuoteRow | null>(null);
  const action = (row: TravelQuoteRow) =>
    row.questionnaireLink ? (
      <Button color="maple.4" onClick={() => setQuestionnaire(row)}>
        Download Medical Questionnaire
      </Button>
    ) : (
      // No questionnaire online: the way forward is applying through us or a call, and the row
      // says why (no dead end for 60 and over).
      <Stack gap={4}>
        <Button color="maple.4" onClick={() => onStartApplication(row)}>
          Apply through us
          <VisuallyHidden component="span"> for {row.policyName}</VisuallyHidden>
        </Button>
        <Text size="xs">{NO_QUESTIONNAIRE_REASON}</Text>
        <Anchor size="xs" href={COMPANY.phoneHref}>
          Or call us at {COMPANY.phone}
        </Anchor>
        <Button variant="subtle" size="compact-sm" onClick={() => setCriteria(row)}>
          Eligibility Criteria
          <VisuallyHidden component="span"> of {row.policyName}</VisuallyHidden>
        </Button>
      </Stack>
    );
  const dialogs = (
    <>
      <Modal
        opened={questionnaire !== null}
        onClose={() => setQuestionnaire(null)}
        title="Medical questionnaire"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text>
          Please fill in the medical questionnaire and e-mail it to{' '}
          <Anchor href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Anchor>.
        </Text>
        {questionnaire?.questionnaireLink && (
          <Button
            mt="md"
            component="a"
            href={questionnaire.questionnaireLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            Download the questionnaire
          </Button>
        )}
        {/* The advisor reviews the questionnaire with the application, so the customer can apply now. */}
        <Text mt="md" size="sm">
          Already sent it, or sending it today? Start your application and an advisor will call you.
        </Text>
        <Button
          mt="xs"
          variant="outline"
          onClick={() => {
            const row = questionnaire;
            setQuestionnaire(null);
            if (row) onStartApplication(row);
          }}
        >
          Start Application
        </Button>
      </Modal>
      <Modal
        opened={criteria !== null}
        onClose={() => setCriteria(null)}
        title={`Eligibility criteria: ${criteria?.policyName ?? ''}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
        size="lg"
      >
        <List spacing="xs" size="sm" aria-label="This plan covers">
          {(criteria === null ? [] : planEligibility(criteria.policyName)).map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
        <Text fw={700} mt="md">
          Every traveller
        </Text>
        <List spacing="xs" size="sm">
          {ELIGIBILITY_CRITERIA.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
        <Text fw={700} mt="md">
          Aged {MEDICAL_QUESTIONNAIRE_MIN_AGE} and over
        </Text>
        <List spacing="xs" size="sm">
          {ELIGIBILITY_60_TO_80.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
        <Text fw={700} mt="md">
          COVID-19 cover, aged 66 and over
        </Text>
        <List spacing="xs" size="sm">
          {ELIGIBILITY_COVID_66_TO_80.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
        <Text size="sm" mt="md">
          Pre-existing conditions are looked at over the 180 days before the effective date. Non-medical:
          maximum cover $250,000 with a valid work or study permit.
        </Text>
      </Modal>
    </>
  );
  return { action, dialogs };
}
