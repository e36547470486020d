import { PRODUCT_NAME } from '@parton/records';
import { sendMail } from '../mail/send';
import { authorName, literatureTitle } from './identifiers';
import type { Executor, WorkflowRow } from './repository';

/**
 * The e-mails a workflow sends its submitter (facts §2.4: what the existing system says as ticket replies, sent
 * here as mails). Each goes through the outbox in the caller's transaction, with a dedupe key per workflow and
 * event: a step run twice mails once.
 */

export type WorkflowMailEvent = 'received' | 'accepted' | 'rejected' | 'exists';

interface MailText {
  subject: string;
  text: string;
}

export function recordLink(
  publicUrl: string,
  collection: 'literature' | 'authors',
  controlNumber: number,
): string {
  return `${publicUrl}/${collection}/${controlNumber}`;
}

export function authorReceivedMail(data: Record<string, unknown>): MailText {
  const name = authorName(data);
  return {
    subject: `Your suggestion to ${PRODUCT_NAME}: author ${name}`,
    text: [
      'Dear colleague,',
      '',
      `Thank you for suggesting the author profile "${name}" to ${PRODUCT_NAME}.`,
      'Our curators will review it and you will receive an e-mail when it has been processed.',
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

export function authorAcceptedMail(
  data: Record<string, unknown>,
  publicUrl: string,
  controlNumber: number,
): MailText {
  const name = authorName(data);
  return {
    subject: `Your suggestion to ${PRODUCT_NAME}: author ${name} has been accepted`,
    text: [
      'Dear colleague,',
      '',
      `The author profile "${name}" has been created in ${PRODUCT_NAME}:`,
      recordLink(publicUrl, 'authors', controlNumber),
      '',
      'If this is your profile, log in with your ORCID to claim your papers: the publications you claim are',
      'attached to your profile, and if you allow it, they are also sent to your ORCID record.',
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

export function authorRejectedMail(data: Record<string, unknown>): MailText {
  const name = authorName(data);
  return {
    subject: `Your suggestion to ${PRODUCT_NAME}: author ${name}`,
    text: [
      'Dear colleague,',
      '',
      `Thank you for suggesting the author profile "${name}" to ${PRODUCT_NAME}.`,
      'After review, our curators have not created this profile. Reply to this e-mail if you have questions.',
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

export function literatureReceivedMail(data: Record<string, unknown>): MailText {
  const title = literatureTitle(data);
  return {
    subject: `Your suggestion to ${PRODUCT_NAME}: ${title}`,
    text: [
      'Dear colleague,',
      '',
      `Thank you for suggesting "${title}" to ${PRODUCT_NAME}.`,
      'Our curators will review it and you will receive an e-mail when it has been processed.',
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

export function literatureAcceptedMail(
  data: Record<string, unknown>,
  publicUrl: string,
  controlNumber: number,
): MailText {
  const title = literatureTitle(data);
  return {
    subject: `Your suggestion to ${PRODUCT_NAME}: ${title} has been accepted`,
    text: [
      'Dear colleague,',
      '',
      `Your suggestion "${title}" has been accepted and is now in ${PRODUCT_NAME}:`,
      recordLink(publicUrl, 'literature', controlNumber),
      '',
      'Thank you for your contribution.',
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

/** The curator's text is the body (facts §2.4: it is the ticket's closing message to the user). */
export function literatureRejectedMail(data: Record<string, unknown>, curatorText: string): MailText {
  return {
    subject: `Your suggestion to ${PRODUCT_NAME}: ${literatureTitle(data)}`,
    text: curatorText,
  };
}

export function literatureExistsMail(
  data: Record<string, unknown>,
  publicUrl: string,
  controlNumber: number,
): MailText {
  const title = literatureTitle(data);
  return {
    subject: `Your suggestion to ${PRODUCT_NAME}: ${title}`,
    text: [
      'Dear colleague,',
      '',
      `Thank you for suggesting "${title}". This article is already in ${PRODUCT_NAME}:`,
      recordLink(publicUrl, 'literature', controlNumber),
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}

/** Mails the workflow's submitter, when there is one, once per event. */
export async function mailSubmitter(
  db: Executor,
  row: Pick<WorkflowRow, 'id' | 'submitter_email'>,
  event: WorkflowMailEvent,
  mail: MailText,
): Promise<void> {
  if (!row.submitter_email) {
    return;
  }
  // A subject is one line: titles may carry line breaks pasted from a PDF.
  const subject = mail.subject.replace(/\s+/g, ' ').trim();
  await sendMail(
    db,
    { to: row.submitter_email, subject, text: mail.text },
    { dedupeKey: `workflow:${row.id}:${event}` },
  );
}
