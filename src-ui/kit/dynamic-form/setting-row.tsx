import { useId, type ReactNode } from 'react';

/** One labelled row of the designer's field settings. */
export const SettingRow = ({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string) => ReactNode;
}) => {
  const id = useId();
  return (
    <div className="forms-setting">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint ? <small className="forms-muted">{hint}</small> : null}
    </div>
  );
};
