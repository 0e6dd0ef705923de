import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GatewayError } from '@arena/protocol';
import { BarePage } from '@/components/ui/page.tsx';
import { passRobotCheck } from '../api/robot-pass.ts';
import { paths } from '@/lib/paths.ts';

/** Where the member was when the robot check was asked for: an in-app path only, else home. */
export function returnPathOf(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && /^\/(?![/\\])/.test(from) && from !== paths.robotCheck
    ? from
    : paths.home;
}

/**
 * The robot check page (spec §8 "Robot check needed | Jump to a check page"): the member passes the
 * site's own security verification (image code, slider or click-word, spec §4), whose ticket the
 * server checks and turns into a pass of the robot check for this device; then goes back to the
 * screen the check interrupted.
 */
export function RobotCheckScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = returnPathOf(useLocation().state as unknown);
  const [passed, setPassed] = useState(false);
  const [busy, setBusy] = useState(false);
  const handleCheck = async () => {
    setBusy(true);
    try {
      await passRobotCheck();
      setPassed(true);
    } catch (err) {
      // Closed unanswered or refused: the gateway has shown why, and the member may start again.
      if (!(err instanceof GatewayError)) throw err;
    } finally {
      setBusy(false);
    }
  };
  return (
    <BarePage title={t('siteContent.robot.title')}>
      <div className="card stack" data-testid="robot-check">
        <h1 className="m-0 text-center">{t('siteContent.robot.title')}</h1>
        {passed ? (
          <>
            <p role="status">{t('siteContent.robot.passed')}</p>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void navigate(back, { replace: true })}
            >
              {t('siteContent.robot.continue')}
            </button>
          </>
        ) : (
          <>
            <p className="muted">{t('siteContent.robot.body')}</p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void handleCheck()}
            >
              {t('siteContent.robot.start')}
            </button>
          </>
        )}
        <Link className="btn btn-secondary" to={paths.home}>
          {t('siteContent.robot.back')}
        </Link>
      </div>
    </BarePage>
  );
}
