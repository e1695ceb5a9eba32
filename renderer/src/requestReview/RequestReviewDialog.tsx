import { useEffect, useId, useState, type FormEvent } from 'react';
import { canReview } from '../../../shared/contract';
import type { SessionSnapshot } from '../../../shared/contract';
import { errorMessage } from '../api/parleyError';
import {
  sourceKindLabels,
  withKind,
  type DiffSourceEntry,
  type DiffSourceKind,
} from '../model/diffSourceEntry';
import {
  newRequestForm,
  refusedAuthor,
  whereIfNamedAlike,
  refusedReviewer,
  settingsOf,
  toStartInput,
  withEffort,
  type RequestForm,
  type RequestField,
} from '../model/requestForm';
import { withReviewDefaults } from '../model/reviewDefaults';
import { statusLabel } from '../model/sessionStatus';
import { askForNotifications } from '../notices/browserNotifications';
import type { RequestDialog } from '../store/appState';
import { useAppState, useDispatcher } from '../store/StoreContext';
import { BaseBranchInput } from '../ui/BaseBranchInput';
import { DialogFooter } from '../ui/DialogFooter';
import { errorAttributes, FieldError } from '../ui/FieldError';
import { Modal } from '../ui/Modal';
import { useRepoBranches } from '../reviewPanel/useRepoBranches';
import { EffortSelect } from './EffortSelect';
import { GateSelect } from './GateSelect';
import { loadRequestSettings, saveRequestSettings } from './requestMemory';
import { CostCeilingInput, MaxRoundsInput } from './ReviewLimitInputs';
import { shownReviewStatus } from '../reviewPanel/ReviewStatusBar';

/** The form's fields that can be refused, top to bottom, and the id each control has. */
const FIELD_ORDER: readonly RequestField[] = [
  'author',
  'reviewer',
  'source',
  'maxRounds',
  'costCeiling',
];
const FIELD_IDS: Readonly<Record<RequestField, string>> = {
  author: 'author',
  reviewer: 'reviewer',
  source: 'source',
  maxRounds: 'rounds',
  costCeiling: 'ceiling',
};

/** The source's typed part (a base branch, a pull request's number), where its error is to fix. */
const TYPED_SOURCE_ID = 'source-typed';

/** Which control a refused field's fixing starts in. */
function fieldToFix(name: RequestField, form: RequestForm): string {
  const typed = form.source.kind === 'branch' || form.source.kind === 'pr';
  return name === 'source' && typed ? TYPED_SOURCE_ID : FIELD_IDS[name];
}

/** Who reviews whose work, and how: the form behind "Request Agent Review". */
export function RequestReviewDialog({ dialog }: { dialog: RequestDialog }) {
  const dispatcher = useDispatcher();
  const sessions = useAppState((state) => state.sessions);
  const profiles = useAppState((state) => state.profiles);
  // Settings → review defaults, which the form starts from (null until loaded).
  const defaults = useAppState((state) => state.settings?.review ?? null);
  const isDesktop = useAppState((state) => state.info?.isDesktop);
  const onClose = dispatcher.closeRequestDialog;
  const ids = useId();
  const [form, setForm] = useState(() => {
    const fromDefaults = withReviewDefaults(newRequestForm(dialog.initial), defaults, sessions);
    // Once a review was requested, the form starts as that request had it.
    const last = loadRequestSettings();
    return last ? { ...fromDefaults, ...last } : fromDefaults;
  });
  const [errors, setErrors] = useState<Partial<Record<RequestField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const update = (change: Partial<RequestForm>) => {
    setForm((previous) => ({ ...previous, ...change }));
    setErrors({});
    setError(null);
  };
  const agentOf = (s: SessionSnapshot) => profiles.find((p) => p.id === s.profileId)?.name;
  const optionText = (s: SessionSnapshot, role: 'author' | 'reviewer') => {
    const self = role === 'reviewer' && s.id === form.authorSessionId ? ' (self-review)' : '';
    const refused = role === 'reviewer' && !canReview(s) ? ' (cannot review)' : '';
    // Not ready for a prompt, and why: ended, stopped, or waiting on its own dialog.
    const state = ['exited', 'stopped', 'dialog'].includes(s.status) ? ` · ${statusLabel(s)}` : '';
    return `${s.name}${whereIfNamedAlike(s, sessions)}${self} — ${agentOf(s) ?? s.profileId}${refused}${state}`;
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = toStartInput(form, sessions);
    if (!checked.ok) {
      setErrors(checked.errors);
      // The keyboard goes to the first field to fix, in the form's order.
      const first = FIELD_ORDER.find((name) => checked.errors[name]);
      if (first) document.getElementById(field(fieldToFix(first, form)))?.focus();
      return;
    }
    setStarting(true);
    setError(null);
    try {
      // Closes the form and shows the review in its author's panel.
      await dispatcher.startReview(checked.input);
      saveRequestSettings(settingsOf(form));
      // Asked while the person acts on reviews; the desktop app notifies from its main process.
      if (isDesktop === false) askForNotifications();
    } catch (caught) {
      setError(errorMessage(caught));
      setStarting(false);
    }
  }

  const field = (name: string) => `${ids}-${name}`;
  // After the modal opened (its effect runs first), start where the person came to fill in.
  const focusId = field(dialog.focus);
  useEffect(() => document.getElementById(focusId)?.focus(), [focusId]);
  // A reviewer that cannot review, or an author that cannot take feedback, is refused as soon as
  // it is picked, not only on submit.
  const refusal = refusedReviewer(form, sessions);
  const authorRefused = refusedAuthor(form, sessions);
  const shownErrors = {
    ...(refusal ? { reviewer: refusal } : {}),
    ...(authorRefused ? { author: authorRefused } : {}),
    ...errors,
  };
  const refused = (name: RequestField) =>
    errorAttributes(field(`${name}-error`), shownErrors[name]);
  const errorId = (name: RequestField) => refused(name)['aria-describedby'];
  const fieldError = (name: RequestField) => (
    <FieldError id={field(`${name}-error`)} error={shownErrors[name]} />
  );
  const source: DiffSourceEntry = form.source;
  const branches = useRepoBranches(form.authorSessionId || null, source, (base) =>
    update({ source: { ...source, base } }),
  );

  return (
    <Modal title="Request Agent Review" onClose={onClose} focusAfter={shownReviewStatus}>
      <form className="form request-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={field('author')}>Author (whose work)</label>
          <select
            id={field('author')}
            {...refused('author')}
            value={form.authorSessionId}
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
            {...refused('reviewer')}
            value={form.reviewerSessionId}
            onChange={(event) => update({ reviewerSessionId: event.target.value })}
          >
            <option value="">Pick a session…</option>
            {sessions.map((s) => (
              // Offered as what it is, but only a session the contract's rule allows can be picked.
              <option key={s.id} value={s.id} disabled={!canReview(s)}>
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
              {...refused('source')}
              value={source.kind}
              onChange={(event) =>
                update({
                  source: withKind(
                    source,
                    event.target.value as DiffSourceKind,
                    branches?.defaultBase ?? null,
                  ),
                })
              }
            >
              {(Object.keys(sourceKindLabels) as DiffSourceKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {sourceKindLabels[kind]}
                </option>
              ))}
            </select>
            {source.kind === 'branch' && (
              <BaseBranchInput
                id={field(TYPED_SOURCE_ID)}
                {...refused('source')}
                branches={branches}
                value={source.base}
                onChange={(base) => update({ source: { ...source, base } })}
              />
            )}
            {source.kind === 'pr' && (
              <input
                id={field(TYPED_SOURCE_ID)}
                aria-label="Pull request number"
                {...refused('source')}
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
              value={form.effort}
              onChange={(effort) => setForm((previous) => withEffort(previous, effort))}
            />
          </div>
          <div className="field">
            <label htmlFor={field('gate')}>Approval gate</label>
            <GateSelect
              id={field('gate')}
              value={form.gate}
              onChange={(gate) => update({ gate })}
            />
          </div>
          <div className="field">
            <label htmlFor={field('rounds')}>Max rounds</label>
            <MaxRoundsInput
              id={field('rounds')}
              value={form.maxRounds}
              errorId={errorId('maxRounds')}
              onChange={(maxRounds) => update({ maxRounds, maxRoundsEdited: true })}
            />
            {fieldError('maxRounds')}
          </div>
          <div className="field">
            <label htmlFor={field('ceiling')}>Cost ceiling (USD)</label>
            <CostCeilingInput
              id={field('ceiling')}
              value={form.costCeiling}
              errorId={errorId('costCeiling')}
              onChange={(costCeiling) => update({ costCeiling })}
            />
            {fieldError('costCeiling')}
          </div>
        </div>
        <label className="check toggle-field">
          <input
            type="checkbox"
            checked={form.autoIterate}
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
