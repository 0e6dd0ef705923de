import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ClosableDialog } from '@/components/ui/closable-dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { NICKNAME_MAX, nickNameError } from '../account-forms.ts';
import { useUpdateNickName } from '../api/update-nick-name.ts';
import { useRuleForm } from '../hooks/use-rule-form.ts';
import { FormError } from '@/components/ui/form-error.tsx';

/** Edit the nickname in a dialog (member.updateNickName); Escape or cancel closes without saving. */
export function NickNameDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useRuleForm<'nickName'>({ nickName: current });
  const update = useUpdateNickName();
  const rule = nickNameError(form.values.nickName);

  const handleSubmit = (e?: FormEvent) => {
    e?.preventDefault();
    if (rule || update.isPending) return;
    update.mutate(form.values.nickName.trim(), {
      onSuccess: () => {
        toast(t('profile.nickNameSaved'), { kind: 'success' });
        onClose();
      },
      onError: (err) => form.refuse(err, t('profile.failed')),
    });
  };

  return (
    <ClosableDialog
      title={t('profile.editNickName')}
      onClose={onClose}
      closeLabel={t('common.cancel')}
      actions={
        <button
          type="submit"
          form="nickname-form"
          className="btn btn-primary"
          disabled={rule !== null || update.isPending}
        >
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </button>
      }
    >
      <form id="nickname-form" className="stack" onSubmit={handleSubmit} noValidate>
        <FormField
          id="nickname"
          label={t('profile.nickName')}
          maxLength={NICKNAME_MAX + 10}
          autoComplete="nickname"
          required
          error={form.messageFor('nickName', rule)}
          {...form.bind('nickName')}
        />
        <FormError id="nickname-error" message={form.formError} />
      </form>
    </ClosableDialog>
  );
}
