import { render } from '@testing-library/react';
import { Container } from 'inversify';
import { createRef, useState } from 'react';
import { vi } from 'vitest';
import { Notifier } from '@domain/ports/notifier';
import type { FormField } from '@domain/forms/form-field';
import { ContainerProvider } from '@ui/di';
import { DynamicForm, type DynamicFormHandle, type DynamicFormProps } from '@ui/kit/dynamic-form';
import { user } from './user';

type Events = Partial<Omit<DynamicFormProps, 'fields' | 'values' | 'ref'>>;

/** Renders a DynamicForm that keeps its own values, with a toast spy bound. */
export function setup(fields: FormField[], initial: Record<string, unknown> = {}, events: Events = {}) {
  const onChange = vi.fn();
  const toast = vi.fn();
  const ref = createRef<DynamicFormHandle>();
  function Host() {
    const [values, setValues] = useState(initial);
    const c = new Container();
    c.bind(Notifier).toConstantValue({ toast, error: toast });
    return (
      <ContainerProvider container={c}>
        <DynamicForm
          ref={ref}
          fields={fields}
          values={values}
          {...events}
          onChange={(k, v, f) => {
            setValues((s) => ({ ...s, [k]: v }));
            onChange(k, v, f);
          }}
        />
      </ContainerProvider>
    );
  }
  render(<Host />);
  return { onChange, toast, ref, u: user() };
}

export const required = [{ required: true }];
export const MAJORS = [
  { id: 1, name: '计算机应用' },
  { id: 2, name: '会计' },
  { id: 3, name: '护理' },
];
