/** State of a user form: values kept consistent with the role/site rules, and messages that clear when their field changes. */
import { useState } from 'react';
import {
  applyAssignmentRules,
  FIELD_OF_VALUE,
  type FieldErrors,
  type SiteFacts,
  type UserFormValues,
} from './user-form-model';

/** The text values, each shown with the message of the payload field of the same name. */
type TextValue = 'email' | 'username' | 'password' | 'firstname' | 'lastname';

export function useUserForm(initial: () => UserFormValues, facts: SiteFacts) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((previous) => {
      const changed = { ...previous, [key]: value };
      // Spec 4: changing company clears the sites.
      if (key === 'companyId' && value !== previous.companyId)
        Object.assign(changed, { siteIds: [], defaultSiteId: null });
      return applyAssignmentRules(changed, facts, previous);
    });
    setErrors((previous) => {
      const next = { ...previous };
      for (const field of FIELD_OF_VALUE[key]) delete next[field];
      return next;
    });
  };

  /** A text field's value, message and change. */
  const bind = (key: TextValue) => ({
    value: values[key],
    errorText: errors[key],
    onChange: (value: string) => change(key, value),
  });

  return { values, errors, setErrors, change, bind };
}

export type UserForm = ReturnType<typeof useUserForm>;
