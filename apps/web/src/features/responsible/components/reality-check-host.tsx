import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useAnswerRealityCheck } from '../api/answer-reality-check.ts';
import { responsibleStatusQuery } from '../api/get-status.ts';
import { realityDue } from '../reality-due.ts';
import { useYuan } from './format.ts';
import { AgeCheckDialog } from './age-check.tsx';

/** The session and its due time are read this often; between reads the device clock is checked. */
const STATUS_EVERY_MS = 60_000;
const CLOCK_EVERY_MS = 5_000;

/**
 * The reality check on every screen of the app (the game page has its own): when the member's play
 * session reaches the check they chose, a dialog shows the elapsed time and the session's net result
 * with "继续游戏" and "停止游戏". Mounted once by the app shell for a signed-in member; from the same
 * status it also asks a member with no date of birth on record for it (age-check.tsx).
 */
export function RealityCheckHost() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const yuan = useYuan();
  const loggedIn = useSession((s) => s.token !== null);
  const status = useQuery({
    ...responsibleStatusQuery(),
    enabled: loggedIn,
    refetchInterval: STATUS_EVERY_MS,
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  const answer = useAnswerRealityCheck();
  const due = loggedIn ? realityDue(status.data, now) : null;
  if (loggedIn && status.data?.birthDateNeeded) return <AgeCheckDialog />;
  if (!due) return null;

  const handleAnswer = (action: 'continue' | 'stop') =>
    answer.mutate(action, {
      onSuccess: () => {
        setNow(Date.now());
        if (action === 'stop') void navigate(paths.home);
      },
      onError: (err) => toast(errorText(err, t('responsible.failed')), { kind: 'error' }),
    });
  const signed = (fen: number) => (fen > 0 ? `+${yuan(fen)}` : yuan(fen));

  return (
    <Dialog
      title={t('responsible.reality.title')}
      actions={
        <>
          <button
            type="button"
            className="btn btn-primary"
            disabled={answer.isPending}
            onClick={() => handleAnswer('continue')}
          >
            {t('responsible.reality.continue')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={answer.isPending}
            onClick={() => handleAnswer('stop')}
          >
            {t('responsible.reality.stop')}
          </button>
        </>
      }
    >
      <p data-testid="app-reality-elapsed">{t('responsible.reality.elapsed', { count: due.minutes })}</p>
      <p data-testid="app-reality-net">
        {t('responsible.reality.net', {
          net: signed(due.net),
          stakes: yuan(due.stakes),
          wins: yuan(due.wins),
        })}
      </p>
    </Dialog>
  );
}
