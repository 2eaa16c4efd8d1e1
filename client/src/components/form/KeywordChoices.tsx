import { CheckboxGroup, type CheckboxGroupProps } from '../CheckboxGroup';

/** A required group of boxes for code words (API scopes, webhook events), each word in monospace with what it means. */
export function KeywordChoices(props: Omit<CheckboxGroupProps, 'required' | 'labelClassName'>) {
  return <CheckboxGroup {...props} required labelClassName="font-monospace" />;
}
