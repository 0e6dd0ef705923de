import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { useOpsSession } from '../stores/ops-session.ts';
import { OpsLogin } from './ops-login.tsx';
import { OpsConsole } from './ops-console.tsx';

/** /ops: the customer-service operator console, signed in with an operator account. */
export function OpsScreen() {
  const { t } = useTranslation();
  const token = useOpsSession((s) => s.token);
  return <Page title={t('opsConsole.title')}>{token ? <OpsConsole /> : <OpsLogin />}</Page>;
}
