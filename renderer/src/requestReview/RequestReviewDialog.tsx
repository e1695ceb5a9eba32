import { useEffect, useId, useState, type FormEvent } from 'react';
import type {
  AgentReview,
  ProfileSnapshot,
  SessionSnapshot,
  Settings,
} from '../../../shared/contract';
import { useClient } from '../api/ClientContext';
import { errorMessage } from '../api/parleyError';
import { Modal } from '../components/Modal';
import { sourceKindLabels, type DiffSourceDraft, type DiffSourceKind } from './diffSourceDraft';
import { EffortSelect } from './EffortSelect';
import { CostCeilingInput, MaxRoundsInput } from './ReviewLimitInputs';
import {
  newRequestDraft,
  settingsOf,
  toStartInput,
  withEffort,
  type RequestDraft,
  type RequestField,
} from './requestDraft';
import { DialogFooter } from '../components/DialogFooter';
import { withReviewDefaults } from '../settings/reviewDefaults';
import { loadRequestSettings, saveRequestSettings } from './requestMemory';

interface RequestReviewDialogProps {
  readonly sessions: readonly SessionSnapshot[];
  readonly profiles: readonly ProfileSnapshot[];
  readonly initial: Pick<RequestDraft, 'authorSessionId' | 'reviewerSessionId' | 'source'>;
  /** The field to start in: the one the person came to fill. */
  readonly focus: 'author' | 'reviewer';
  /** Settings → review defaults, which the form starts from (null until loaded). */
  readonly defaults: Settings['review'] | null;
  readonly onStarted: (review: AgentReview) => void;
  readonly onClose: () => void;
}

/** Who reviews whose work, and how: the form behind "Request Agent Review". */
export function RequestReviewDialog(props: RequestReviewDialogProps) {
  const { sessions, profiles, onStarted, onClose } = props;
  const client = useClient();
  const ids = useId();
  const [draft, setDraft] = useState(() => {
    const fromDefaults = withReviewDefaults(
      newRequestDraft(props.initial),
      props.defaults,
      sessions,
    );
    // Once a review was requested, the form starts as that request had it.
    const last = loadRequestSettings();
    return last ? { ...fromDefaults, ...last } : fromDefaults;
  });
  const [errors, setErrors] = useState<Partial<Record<RequestField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const update = (change: Partial<RequestDraft>) => {
    setDraft((previous) => ({ ...previous, ...change }));
    setErrors({});
    setError(null);
  };
  const agentOf = (s: SessionSnapshot) => profiles.find((p) => p.id === s.profileId)?.name;
  const optionText = (s: SessionSnapshot, role: 'author' | 'reviewer') => {
    const self = role === 'reviewer' && s.id === draft.authorSessionId ? ' (self-review)' : '';
    return `${s.name}${self} — ${agentOf(s) ?? s.profileId}`;
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = toStartInput(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setStarting(true);
    setError(null);
    try {
      const review = await client.call('review:start', checked.input);
      saveRequestSettings(settingsOf(draft));
      onStarted(review);
    } catch (caught) {
      setError(errorMessage(caught));
      setStarting(false);
    }
  }

  const field = (name: string) => `${ids}-${name}`;
  // After the modal opened (its effect runs first), start where the person came to fill in.
  const focusId = field(props.focus);
  useEffect(() => document.getElementById(focusId)?.focus(), [focusId]);
  const fieldError = (name: RequestField) =>
    errors[name] && (
      <p className="field-error" id={field(`${name}-error`)} role="alert">
        {errors[name]}
      </p>
    );
  const source: DiffSourceDraft = draft.source;

  return (
    <Modal title="Request Agent Review" onClose={onClose}>
      <form className="form request-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={field('author')}>Author (whose work)</label>
          <select
            id={field('author')}
            value={draft.authorSessionId}
            onChange={(event) => update({ authorSessionId: event.target.value })}
          >
            <option value="">Pick a session…</option>
            {sessions.map((s) => (
              <option key={s.id} value={s.id}>
                {optionText(s, 'author')}
              </option>
            ))}
          </select>
          {fieldError('author')}
        </div>
        <div className="field">
          <label htmlFor={field('reviewer')}>Reviewer</label>
          <select
            id={field('reviewer')}
            value={draft.reviewerSessionId}
            onChange={(event) => update({ reviewerSessionId: event.target.value })}
          >
            <option value="">Pick a session…</option>
            {sessions.map((s) => (
              <option key={s.id} value={s.id}>
                {optionText(s, 'reviewer')}
              </option>
            ))}
          </select>
          {fieldError('reviewer')}
        </div>
        <div className="field">
          <label htmlFor={field('source')}>Diff to review</label>
          <div className="field-row">
            <select
              id={field('source')}
              value={source.kind}
              onChange={(event) =>
                update({ source: { ...source, kind: event.target.value as DiffSourceKind } })
              }
            >
              {(Object.keys(sourceKindLabels) as DiffSourceKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {sourceKindLabels[kind]}
                </option>
              ))}
            </select>
            {source.kind === 'branch' && (
              <input
                aria-label="Base branch"
                placeholder="main"
                value={source.base}
                onChange={(event) => update({ source: { ...source, base: event.target.value } })}
              />
            )}
            {source.kind === 'pr' && (
              <input
                aria-label="Pull request number"
                placeholder="#"
                inputMode="numeric"
                value={source.pr}
                onChange={(event) => update({ source: { ...source, pr: event.target.value } })}
              />
            )}
          </div>
          {fieldError('source')}
        </div>
        <div className="field-grid">
          <div className="field">
            <label htmlFor={field('effort')}>Effort</label>
            <EffortSelect
              id={field('effort')}
              value={draft.effort}
              onChange={(effort) => setDraft((previous) => withEffort(previous, effort))}
            />
          </div>
          <div className="field">
            <label htmlFor={field('rounds')}>Max rounds</label>
            <MaxRoundsInput
              id={field('rounds')}
              value={draft.maxRounds}
              invalid={Boolean(errors.maxRounds)}
              onChange={(maxRounds) => update({ maxRounds, maxRoundsEdited: true })}
            />
            {fieldError('maxRounds')}
          </div>
          <div className="field">
            <label htmlFor={field('ceiling')}>Cost ceiling (USD)</label>
            <CostCeilingInput
              id={field('ceiling')}
              value={draft.costCeiling}
              invalid={Boolean(errors.costCeiling)}
              onChange={(costCeiling) => update({ costCeiling })}
            />
            {fieldError('costCeiling')}
          </div>
        </div>
        <label className="check toggle-field">
          <input
            type="checkbox"
            checked={draft.autoIterate}
            onChange={(event) => update({ autoIterate: event.target.checked })}
          />
          <span>
            <strong>Auto-iterate</strong>
            <span className="field-help">
              Send the comments to the author and review again until approved.
            </span>
          </span>
        </label>
        <DialogFooter
          error={error}
          onCancel={onClose}
          submitLabel="Start review"
          busyLabel="Starting…"
          busy={starting}
        />
      </form>
    </Modal>
  );
}
