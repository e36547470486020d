import { CITE_FORMATS, type CiteFormat } from '@parton/records';
import { Card, Select, Switch } from 'antd';
import { usePageMeta } from '../common/hooks/usePageMeta';
import { ChangeEmailForm } from './ChangeEmailForm';
import { useDisplayPreference } from './displayPreferences';
import { OrcidPushSetting, useOrcidPushStatus } from './OrcidPushSetting';
import { citeFormatOf, readPreferredCiteFormat, rememberCiteFormat } from './preferences';
import { useCurrentUser } from './useCurrentUser';
import { useSavePreferences } from './useSavePreferences';
import './user.css';

const CITE_FORMAT_OPTIONS = (Object.keys(CITE_FORMATS) as CiteFormat[]).map((format) => ({
  value: format,
  label: CITE_FORMATS[format].label,
}));

function DisplayPreferences() {
  const { user } = useCurrentUser();
  const savePreferences = useSavePreferences();
  const [citationSummary, setCitationSummary] = useDisplayPreference('citation_summary_enabled');
  const [excludeSelf, setExcludeSelf] = useDisplayPreference('exclude_self_citations');
  const citeFormat = readPreferredCiteFormat(user);
  return (
    <Card title="Display preferences">
      <div className="settings-row">
        <div className="settings-row__text">
          <strong id="pref-summary">Citation summary</strong>
          <p>Show the citation summary on literature searches.</p>
        </div>
        <Switch
          aria-labelledby="pref-summary"
          checked={Boolean(citationSummary)}
          onChange={setCitationSummary}
        />
      </div>
      <div className="settings-row">
        <div className="settings-row__text">
          <strong id="pref-self">Exclude self-citations</strong>
          <p>Leave out citations by the authors themselves.</p>
        </div>
        <Switch aria-labelledby="pref-self" checked={Boolean(excludeSelf)} onChange={setExcludeSelf} />
      </div>
      <div className="settings-row">
        <div className="settings-row__text">
          <strong id="pref-cite">Preferred cite format</strong>
          <p>The format the cite dialog opens with.</p>
        </div>
        <Select
          aria-labelledby="pref-cite"
          style={{ minWidth: 150 }}
          value={citeFormat}
          options={CITE_FORMAT_OPTIONS}
          onChange={(value: CiteFormat) => {
            const format = citeFormatOf(value) ?? 'bibtex';
            rememberCiteFormat(format);
            savePreferences({ preferred_cite_format: CITE_FORMATS[format].mime });
          }}
        />
      </div>
    </Card>
  );
}

/** Account settings (logged-in only): author e-mail, ORCID push, display preferences. */
export function SettingsPage() {
  usePageMeta({ title: 'Settings' });
  const { user } = useCurrentUser();
  const canPush = Boolean(user?.profileControlNumber && user.orcid);
  // The server says whether ORCID push is configured; until it does, and when it is not, no switch is shown.
  const orcidPush = useOrcidPushStatus(canPush);
  if (!user) {
    return null;
  }
  const hasProfile = Boolean(user.profileControlNumber);
  return (
    <section className="settings-page" aria-labelledby="settings-heading">
      <h1 id="settings-heading">Settings</h1>
      <Card title="Account">
        <p>
          Logged in as <strong>{user.email}</strong>
        </p>
        {hasProfile ? (
          <ChangeEmailForm user={user} />
        ) : (
          <p className="settings-row__text">
            Your e-mail address can be changed once your account has an author profile.
          </p>
        )}
      </Card>
      {canPush && orcidPush?.available ? (
        <Card title="ORCID">
          <OrcidPushSetting user={user} status={orcidPush} />
        </Card>
      ) : null}
      <DisplayPreferences />
    </section>
  );
}
