import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store.ts';
import { QrCode } from '@/components/ui/qr-code.tsx';
import { ShareLinkButton } from '@/components/ui/share-link-button.tsx';

/** The `/?i_code=` link of an agent code on this site (spec §2). */
export const inviteLink = (origin: string, code: string) => `${origin}/?i_code=${encodeURIComponent(code)}`;

/** The agent's code, its invitation link with a copy button, and the link as a QR code. */
export function AgentLinkCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const link = inviteLink(window.location.origin, code);
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => toast(t('agent.copied'), { kind: 'success' }),
      () => toast(t('agent.copyFailed'), { kind: 'error' }),
    );
  };
  return (
    <section className="card stack" aria-labelledby="agent-link-title">
      <h2 id="agent-link-title" className="agent-h2">
        {t('agent.codeLabel')}：<span data-testid="agent-code">{code}</span>
      </h2>
      <div className="field">
        <label htmlFor="agent-link">{t('agent.linkLabel')}</label>
        <input id="agent-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <div className="row gap-8">
        <button type="button" className="btn" onClick={copy}>
          {t('agent.copy')}
        </button>
        {/* The same invitation as a short link of the site (site.shortUrlGet), copied for sharing. */}
        <ShareLinkButton url={link} />
      </div>
      <QrCode text={link} label={t('agent.qrLabel')} className="agent-qr" />
    </section>
  );
}
