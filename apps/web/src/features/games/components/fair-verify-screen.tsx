import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ENGINE_IDS, deriveOutcome, seedMatchesHash, type EngineId } from '@arena/domain';
import { Page } from '@/components/ui/page.tsx';
import { useRevealedSeed } from '../api/get-revealed-seed.ts';
import { FairOutcome } from './fair-outcome.tsx';
import './games.css';

const HASH = /^[0-9a-f]{64}$/;

/**
 * Recomputes a past round in the browser (docs/games.md "Fairness"): the same derivation the server
 * played it with (packages/domain), from the revealed server seed, the client seed and the nonce. The
 * round's link fills the fields; the revealed seed is fetched by its hash once the seed was rotated.
 */
export function FairVerifyScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initialEngine = params.get('engine') ?? 'slot';
  const [engine, setEngine] = useState<EngineId>(
    (ENGINE_IDS as readonly string[]).includes(initialEngine) ? (initialEngine as EngineId) : 'slot',
  );
  const [hash, setHash] = useState(params.get('hash')?.toLowerCase() ?? '');
  const [clientSeed, setClientSeed] = useState(params.get('client') ?? '');
  const [nonce, setNonce] = useState(params.get('nonce') ?? '0');
  const [typedSeed, setTypedSeed] = useState(params.get('seed') ?? '');
  const revealed = useRevealedSeed(hash, HASH.test(hash) && !typedSeed);
  const serverSeed = typedSeed || revealed.data?.serverSeed || '';

  const nonceValue = Number(nonce);
  const ready = serverSeed !== '' && clientSeed !== '' && Number.isInteger(nonceValue) && nonceValue >= 0;
  const hashOk = ready && HASH.test(hash) ? seedMatchesHash(serverSeed, hash) : null;
  const outcome = useMemo(
    () => (ready ? deriveOutcome(engine, { serverSeed, clientSeed, nonce: nonceValue }) : null),
    [ready, engine, serverSeed, clientSeed, nonceValue],
  );

  return (
    <Page title={t('fairVerify.title')} back>
      <form className="fair-form stack" onSubmit={(e) => e.preventDefault()}>
        <p className="muted">{t('fairVerify.intro')}</p>
        <label>
          {t('fairVerify.engine')}
          <select value={engine} onChange={(e) => setEngine(e.target.value as EngineId)}>
            {ENGINE_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`fairVerify.engines.${id}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('fairVerify.hash')}
          <input
            value={hash}
            onChange={(e) => setHash(e.target.value.trim().toLowerCase())}
            spellCheck={false}
          />
        </label>
        <label>
          {t('fairVerify.serverSeed')}
          <input
            value={serverSeed}
            placeholder={t('fairVerify.serverSeedHint')}
            onChange={(e) => setTypedSeed(e.target.value.trim())}
            spellCheck={false}
            data-testid="fair-server-seed"
          />
        </label>
        <label>
          {t('fairVerify.clientSeed')}
          <input value={clientSeed} onChange={(e) => setClientSeed(e.target.value)} spellCheck={false} />
        </label>
        <label>
          {t('fairVerify.nonce')}
          <input type="number" min={0} value={nonce} onChange={(e) => setNonce(e.target.value)} />
        </label>
      </form>
      {revealed.isFetching && <p aria-busy="true">{t('fairVerify.loading')}</p>}
      {revealed.isError && !typedSeed && (
        <p role="alert" data-testid="fair-error">
          {revealed.error.message}
        </p>
      )}
      {hashOk !== null && (
        <p role="status" data-testid="fair-hash" className={hashOk ? 'up' : 'down'}>
          {hashOk ? t('fairVerify.hashOk') : t('fairVerify.hashBad')}
        </p>
      )}
      {outcome ? (
        <section aria-label={t('fairVerify.outcome')} className="fair-outcome">
          <h2>{t('fairVerify.outcome')}</h2>
          <FairOutcome outcome={outcome} />
        </section>
      ) : (
        !revealed.isFetching && <p className="muted">{t('fairVerify.fillIn')}</p>
      )}
    </Page>
  );
}
