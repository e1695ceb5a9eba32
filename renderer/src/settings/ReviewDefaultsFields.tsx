import { canReview } from '../../../shared/contract';
import type { ProfileSnapshot } from '../../../shared/contract';
import { EffortSelect } from '../requestReview/EffortSelect';
import { GateSelect } from '../requestReview/GateSelect';
import { CostCeilingInput, MaxRoundsInput } from '../requestReview/ReviewLimitInputs';
import { FieldError } from '../ui/FieldError';
import type { SettingsErrors } from './settingsErrors';
import type { SettingsForm } from './settingsForm';

interface ReviewDefaultsFieldsProps {
  readonly ids: string;
  readonly form: SettingsForm;
  readonly errors: SettingsErrors;
  readonly profiles: readonly ProfileSnapshot[];
  readonly onChange: (change: Partial<SettingsForm>) => void;
}

/** What the Request Agent Review form starts from. */
export function ReviewDefaultsFields({
  ids,
  form,
  errors,
  profiles,
  onChange,
}: ReviewDefaultsFieldsProps) {
  const id = (name: string) => `${ids}-review-${name}`;
  return (
    <fieldset className="settings-section">
      <legend>Review defaults</legend>
      <div className="field-grid">
        <div className="field">
          <label htmlFor={id('reviewer')}>Default reviewer</label>
          <select
            id={id('reviewer')}
            value={form.reviewerProfileId}
            onChange={(event) => onChange({ reviewerProfileId: event.target.value })}
          >
            <option value="">None</option>
            {profiles
              .filter((p) => canReview({ name: p.name, profileId: p.id }))
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={id('effort')}>Default effort</label>
          <EffortSelect
            id={id('effort')}
            value={form.effort}
            onChange={(effort) => onChange({ effort })}
          />
        </div>
        <div className="field">
          <label htmlFor={id('gate')}>Default approval gate</label>
          <GateSelect id={id('gate')} value={form.gate} onChange={(gate) => onChange({ gate })} />
        </div>
        <div className="field">
          <label htmlFor={id('rounds')}>Default max rounds</label>
          <MaxRoundsInput
            id={id('rounds')}
            value={form.maxRounds}
            errorId={errors['review.maxRounds'] ? id('rounds-error') : undefined}
            onChange={(maxRounds) => onChange({ maxRounds })}
          />
          <FieldError id={id('rounds-error')} error={errors['review.maxRounds']} />
        </div>
        <div className="field">
          <label htmlFor={id('ceiling')}>Default cost ceiling (USD)</label>
          <CostCeilingInput
            id={id('ceiling')}
            value={form.costCeiling}
            errorId={errors['review.costCeiling'] ? id('ceiling-error') : undefined}
            onChange={(costCeiling) => onChange({ costCeiling })}
          />
          <FieldError id={id('ceiling-error')} error={errors['review.costCeiling']} />
        </div>
      </div>
      <label className="check toggle-field">
        <input
          type="checkbox"
          checked={form.autoIterate}
          onChange={(event) => onChange({ autoIterate: event.target.checked })}
        />
        <span>
          <strong>Auto-iterate by default</strong>
        </span>
      </label>
    </fieldset>
  );
}
