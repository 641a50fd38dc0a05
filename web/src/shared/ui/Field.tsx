import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { inputClass, labelClass } from './styles';

/** A required field shows a red star after its label; an optional one says so. */
type Need = 'required' | 'optional';

type FieldProps = {
  /** The control's id: the label names the control through it. */
  id: string;
  label: ReactNode;
  need?: Need;
};

function NeedMark({ need }: { need: Need }) {
  return need === 'required' ? (
    <span aria-hidden="true" className="text-red-600 dark:text-red-400">
      *
    </span>
  ) : (
    <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
  );
}

/** A label above its form control. */
export function Field({ id, label, need, className, children }: FieldProps & { className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {need ? <> <NeedMark need={need} /></> : null}
      </label>
      {children}
    </div>
  );
}

export function InputField({ id, label, need, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} need={need}>
      <input id={id} {...input} className={inputClass} />
    </Field>
  );
}

export function TextAreaField({ id, label, need, ...textarea }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} need={need}>
      <textarea id={id} {...textarea} className={inputClass} />
    </Field>
  );
}

export function SelectField({ id, label, need, children, ...select }: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field id={id} label={label} need={need}>
      <select id={id} {...select} className={inputClass}>
        {children}
      </select>
    </Field>
  );
}
