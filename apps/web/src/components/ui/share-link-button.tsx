import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store.ts';
import { fetchShortUrl } from '@/lib/short-url.ts';

/**
 * 分享: asks the site for a short link of `url` (site.shortUrlGet) and copies it. When the clipboard
 * is refused the short link is shown in the toast to copy by hand; when the short link fails, a toast
 * says so and nothing is copied.
 */
export function ShareLinkButton({
  url,
  className = 'btn btn-secondary',
}: {
  url: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const handleShare = async () => {
    setBusy(true);
    try {
      const short = await fetchShortUrl(url);
      try {
        await navigator.clipboard.writeText(short);
        toast(t('siteContent.share.copied', { url: short }), { kind: 'success' });
      } catch {
        toast(t('siteContent.share.manual', { url: short }), { kind: 'info' });
      }
    } catch {
      toast(t('siteContent.share.failed'), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void handleShare()}>
      {t('siteContent.share.button')}
    </button>
  );
}
