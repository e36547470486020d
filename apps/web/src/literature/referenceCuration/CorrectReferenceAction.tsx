import './referenceCuration.css';
import { EditOutlined } from '@ant-design/icons';
import { ASSIGN_MESSAGES } from '@parton/records';
import { Button } from 'antd';
import { DeferredTooltip } from '../../common/components/DeferredTooltip';

/** 'Correct this reference' under a reference: disabled with 'Log in to edit' for anonymous readers (spec §6). */
export function CorrectReferenceAction({
  loggedIn,
  onCorrect,
}: {
  loggedIn: boolean;
  onCorrect: () => void;
}) {
  if (!loggedIn) {
    return (
      <DeferredTooltip title={ASSIGN_MESSAGES.logInToEdit}>
        <span className="reference__actions">
          <Button
            type="link"
            size="small"
            icon={<EditOutlined aria-hidden />}
            disabled
            aria-label={`${ASSIGN_MESSAGES.correctThisReference}: ${ASSIGN_MESSAGES.logInToEdit}`}
          >
            {ASSIGN_MESSAGES.correctThisReference}
          </Button>
        </span>
      </DeferredTooltip>
    );
  }
  return (
    <div className="reference__actions">
      <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={onCorrect}>
        {ASSIGN_MESSAGES.correctThisReference}
      </Button>
    </div>
  );
}
