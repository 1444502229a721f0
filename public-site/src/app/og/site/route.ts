import { siteShareImage } from '@/lib/seo/share-images';

export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return siteShareImage();
}
