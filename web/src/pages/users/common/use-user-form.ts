/**
 * A user form's state in react-hook-form: values kept consistent with the role/site rules,
 * checked on submit by the shared schema of POST User/addUpdateUser (zodResolver through
 * payloadResolver), messages that clear when their field changes (not re-checked while typing).
 */
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { userFormSchema, type UserFormVariant } from '@shared/users/rules';
import { payloadResolver } from '../../../components/forms/payload-resolver';
import type { UserPayloadBody } from './users-calls';
import {
  applyAssignmentRules,
  FIELD_OF_PAYLOAD,
  MESSAGES_CLEARED_BY,
  type SiteFacts,
  type UserFormValues,
} from './user-form-model';

/** The text values, each shown with its own message. */
type TextValue = 'email' | 'username' | 'password' | 'firstname' | 'lastname';

export interface UserFormOptions {
  defaultValues: UserFormValues;
  facts: SiteFacts;
  variant: Exclude<UserFormVariant, 'profile'>;
  /** The active role of whoever fills the form (company is asked of super admins only). */
  creatorRoleId: number;
  /** The payload the form sends (and the checks read). */
  toPayload: (values: UserFormValues) => UserPayloadBody;
}

export function useUserForm({ defaultValues, facts, variant, creatorRoleId, toPayload }: UserFormOptions) {
  const schema = useMemo(() => userFormSchema({ variant, creatorRoleId }), [variant, creatorRoleId]);
  const form = useForm<UserFormValues>({
    defaultValues,
    resolver: payloadResolver(schema, toPayload, FIELD_OF_PAYLOAD),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const values = form.watch();
  const { errors } = form.formState;

  const change = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    const previous = form.getValues();
    const changed: UserFormValues = { ...previous, [key]: value };
    // Spec 4: changing company clears the sites.
    if (key === 'companyId' && value !== previous.companyId)
      Object.assign(changed, { siteIds: [], defaultSiteId: null });
    const next = applyAssignmentRules(changed, facts, previous);
    for (const name of Object.keys(next) as (keyof UserFormValues)[]) {
      if (next[name] !== previous[name]) form.setValue(name, next[name], { shouldDirty: true });
    }
    form.clearErrors(MESSAGES_CLEARED_BY[key]);
  };

  /** A field's message. */
  const errorOf = (name: keyof UserFormValues): string | undefined => errors[name]?.message;

  /** A text field's value, message and change. */
  const bind = (key: TextValue) => ({
    value: values[key],
    errorText: errorOf(key),
    onChange: (value: string) => change(key, value),
  });

  /**
   * The submit: the checks' messages, or else the call with the form busy. A failure (the API
   * client showed it) ends busy; after success the form stays busy, as the page moves on.
   */
  const submit = (call: (values: UserFormValues) => Promise<void>) => () =>
    void form
      .handleSubmit(call)()
      .catch(() => undefined);
  const saving = form.formState.isSubmitting || form.formState.isSubmitSuccessful;

  return { form, values, errorOf, change, bind, submit, saving };
}

export type UserForm = ReturnType<typeof useUserForm>;
