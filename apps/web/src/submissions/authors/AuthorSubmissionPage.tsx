import { AUTHOR_ORCID_EXISTS_MESSAGE, authorSubmissionSchema, isValidOrcid } from '@parton/records';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../common/api/http';
import { useCurrentUser } from '../../user/useCurrentUser';
import { draftKeyOf, submitNew } from '../api';
import {
  type ExtraValidation,
  SubmissionForm,
  SubmissionPage,
  SubmitButton,
  useSubmissionForm,
} from '../common';
import type { FormValues } from '../common/formPaths';
import { AuthorFields, emptyAuthorValues } from './authorFields';
import { authorWithOrcid } from './orcidOwner';
import './authors.css';

const TITLE = 'Suggest author';

/** An ORCID and the profile that holds it (undefined: none does). */
interface OrcidCheck {
  orcid: string;
  owner: string | undefined;
}

/**
 * The ORCID uniqueness check of the create form (facts §1.3): run when the field loses focus and again before
 * sending, its finding is a field error like any other.
 */
function useOrcidCheck() {
  const [check, setCheck] = useState<OrcidCheck | undefined>(undefined);
  const latest = useRef<OrcidCheck | undefined>(undefined);

  const run = useCallback(async (orcid: string): Promise<OrcidCheck> => {
    const trimmed = orcid.trim();
    if (latest.current?.orcid === trimmed) {
      return latest.current;
    }
    const result = {
      orcid: trimmed,
      owner: isValidOrcid(trimmed) ? await authorWithOrcid(trimmed) : undefined,
    };
    latest.current = result;
    setCheck(result);
    return result;
  }, []);

  const extraValidation = useCallback<ExtraValidation>(
    (cleaned) =>
      check?.owner !== undefined && cleaned.orcid === check.orcid
        ? [{ path: 'orcid', message: AUTHOR_ORCID_EXISTS_MESSAGE }]
        : [],
    [check],
  );
  return { check, run, extraValidation };
}

/** `/submissions/authors` (facts §1.3): a new author profile, sent for approval. */
export function AuthorSubmissionPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { user } = useCurrentUser();
  const orcidCheck = useOrcidCheck();
  const form = useSubmissionForm({
    schema: authorSubmissionSchema,
    initialValues: emptyAuthorValues(searchParams.get('bai') ?? undefined),
    draftKey: draftKeyOf('authors'),
    extraValidation: orcidCheck.extraValidation,
    onSubmit: async (data: FormValues) => {
      if (typeof data.orcid === 'string') {
        const { owner } = await orcidCheck.run(data.orcid);
        if (owner !== undefined) {
          // Shown beneath the field like the server's own field errors.
          throw new ApiError(400, AUTHOR_ORCID_EXISTS_MESSAGE, {
            errors: [{ path: 'orcid', message: AUTHOR_ORCID_EXISTS_MESSAGE }],
          });
        }
      }
      await submitNew('authors', data);
      navigate('/submissions/success');
    },
  });

  // A finished check re-validates the field, so its finding shows without another blur.
  const { blur } = form;
  const checkedOrcid = orcidCheck.check;
  useEffect(() => {
    if (checkedOrcid?.owner !== undefined) {
      blur('orcid');
    }
  }, [checkedOrcid, blur]);

  const profile = user?.profileControlNumber;
  return (
    <SubmissionPage
      title={TITLE}
      blurb={
        <>
          <p>
            This form allows you to create the profile of a new author. It will be added to the{' '}
            <Link to="/authors">authors collection</Link> once it is approved.
          </p>
          {profile ? (
            <p>
              <strong>
                You already have an author profile: to change it, use the{' '}
                <Link to={`/submissions/authors/${profile}`}>author update form</Link>.
              </strong>
            </p>
          ) : null}
        </>
      }
    >
      <SubmissionForm form={form} label={TITLE}>
        <AuthorFields
          mode="create"
          canRemoveEntries
          existingAuthor={orcidCheck.check?.owner}
          onOrcidBlur={(orcid) => void orcidCheck.run(orcid)}
        />
        <div className="author-form__submit">
          <SubmitButton />
        </div>
      </SubmissionForm>
    </SubmissionPage>
  );
}

export default AuthorSubmissionPage;

// The routes load the three author pages from this module (one lazy chunk for the author forms).
export { AuthorUpdatePage } from './AuthorUpdatePage';
export { AuthorUpdateSuccessPage } from './AuthorUpdateSuccessPage';
