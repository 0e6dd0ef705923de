import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('not a data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the captcha image'));
    reader.readAsDataURL(blob);
  });
}

/** An untyped picture's type from its first bytes: a PNG's signature, else SVG text. */
async function sniffType(blob: Blob): Promise<string> {
  const head = new Uint8Array(await blob.slice(0, 4).arrayBuffer());
  return head[0] === 0x89 && head[1] === 0x50 && head[2] === 0x4e && head[3] === 0x47
    ? 'image/png'
    : 'image/svg+xml';
}

/**
 * The image-code picture (site.captchaImage, a blob call) as a data URL, so there is no object URL
 * to revoke. The output is unchecked by the catalogue; anything but an image counts as a failure.
 */
export async function fetchCaptchaImage(captchaId: string): Promise<string> {
  const answer: unknown = await callGateway(catalogue.site.captchaImage, { uuid: captchaId });
  const blob =
    answer instanceof Blob
      ? answer
      : answer instanceof ArrayBuffer || typeof answer === 'string'
        ? new Blob([answer])
        : null;
  if (!blob || (blob.type !== '' && !blob.type.startsWith('image/'))) {
    throw new Error('the captcha image answer is not an image');
  }
  return readAsDataUrl(blob.type === '' ? new Blob([blob], { type: await sniffType(blob) }) : blob);
}

export const captchaImageQuery = (captchaId: string) =>
  queryOptions({
    queryKey: ['verify', 'image', captchaId],
    queryFn: () => fetchCaptchaImage(captchaId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
