import { useId, type InputHTMLAttributes } from 'react';
import type { RepoBranches } from '../../../shared/contract';

interface BaseBranchInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'list' | 'placeholder' | 'onChange'
> {
  readonly value: string;
  readonly onChange: (base: string) => void;
  /** The repository's branches to pick from; null while not known. */
  readonly branches: RepoBranches | null;
}

/**
 * The base branch of a branch diff, typed or picked from the repository's
 * branches; its placeholder is the repository's main line, never a guess.
 */
export function BaseBranchInput({ value, onChange, branches, ...rest }: BaseBranchInputProps) {
  const listId = useId();
  return (
    <>
      <input
        aria-label="Base branch"
        spellCheck={false}
        autoComplete="off"
        {...rest}
        list={branches ? listId : undefined}
        placeholder={branches?.defaultBase ?? 'branch'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {branches && (
        <datalist id={listId}>
          {branches.branches.map((branch) => (
            <option key={branch} value={branch} />
          ))}
        </datalist>
      )}
    </>
  );
}
