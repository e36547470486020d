import type { z } from 'zod';
import { authorSubmissionSchema } from './authors';
import {
  experimentSubmissionSchema,
  institutionSubmissionSchema,
  journalSubmissionSchema,
} from './cataloger';
import { conferenceSubmissionSchema } from './conferences';
import { jobSubmissionSchema } from './jobs';
import { literatureSubmissionSchema } from './literature';
import { seminarSubmissionSchema } from './seminars';

export * from './authors';
export * from './cataloger';
export * from './cleanup';
export * from './conferences';
export * from './countries';
export * from './jobs';
export * from './literature';
export * from './options';
export * from './seminars';
export * from './validators';

/** The eight submission types, named as in `/submissions/{type}` and `/api/submissions/{type}`. */
export const SUBMISSION_TYPES = [
  'literature',
  'authors',
  'jobs',
  'conferences',
  'seminars',
  'institutions',
  'experiments',
  'journals',
] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

/** Types only catalogers (and superusers) may submit. */
export const CATALOGER_SUBMISSION_TYPES: readonly SubmissionType[] = [
  'institutions',
  'experiments',
  'journals',
];

/** Types with an update form (`/submissions/{type}/{id}`, `GET`/`PUT /api/submissions/{type}/{id}`). */
export const UPDATABLE_SUBMISSION_TYPES: readonly SubmissionType[] = ['authors', 'jobs', 'seminars'];

/** Each type's form schema: the web form validates with it, the server checks what arrives against it. */
export const SUBMISSION_SCHEMAS: Record<SubmissionType, z.ZodType> = {
  literature: literatureSubmissionSchema,
  authors: authorSubmissionSchema,
  jobs: jobSubmissionSchema,
  conferences: conferenceSubmissionSchema,
  seminars: seminarSubmissionSchema,
  institutions: institutionSubmissionSchema,
  experiments: experimentSubmissionSchema,
  journals: journalSubmissionSchema,
};

/** The per-field errors of an invalid submission, as the API answers them (`errors`) and forms show them. */
export interface SubmissionFieldError {
  /** Dotted path of the form field, e.g. `authors.0.full_name`. */
  path: string;
  message: string;
}
