import { jobShareImage } from '@/lib/seo/share-images';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  return jobShareImage((await params).slug);
}
