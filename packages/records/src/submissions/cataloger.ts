import { z } from 'zod';
import { requiredMessage, requiredText } from './validators';

/** The cataloger-only forms (facts §1.7). Owner: apps/web/src/submissions/cataloger. */
export const institutionSubmissionSchema = z.object({
  identifier: requiredText('Name of institution'),
});
export type InstitutionSubmission = z.infer<typeof institutionSubmissionSchema>;

export const experimentSubmissionSchema = z.object({
  project_type: z
    .array(z.enum(['collaboration', 'experiment', 'accelerator']), {
      error: requiredMessage('Type of experiment'),
    })
    .min(1, { error: requiredMessage('Type of experiment') }),
  legacy_name: requiredText('Legacy name'),
});
export type ExperimentSubmission = z.infer<typeof experimentSubmissionSchema>;

export const journalSubmissionSchema = z.object({
  short_title: requiredText('Short title'),
  journal_title: requiredText('Journal Title'),
});
export type JournalSubmission = z.infer<typeof journalSubmissionSchema>;
