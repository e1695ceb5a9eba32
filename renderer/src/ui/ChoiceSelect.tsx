interface ChoiceSelectProps<T extends string> {
  readonly id: string;
  readonly value: T;
  /** The choices in the order shown. */
  readonly choices: readonly T[];
  /** Each choice as a person reads it. */
  readonly labels: Readonly<Record<T, string>>;
  readonly onChange: (value: T) => void;
}

/** A select among a fixed list of values, each shown by its label. */
export function ChoiceSelect<T extends string>(props: ChoiceSelectProps<T>) {
  const { id, value, choices, labels, onChange } = props;
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labels[choice]}
        </option>
      ))}
    </select>
  );
}
