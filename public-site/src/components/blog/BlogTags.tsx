import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Link from '@/components/navigation/Link';
import type { I18n } from '@/i18n/server';
import type { BlogTag } from '@/lib/api/blog';

/** A post's tags, each linking to its tag page. */
export function BlogTags({ tags, i18n }: { tags: BlogTag[]; i18n: I18n }) {
  if (!tags.length) return null;
  return (
    <Stack component="ul" direction="row" useFlexGap aria-label={i18n.t.blog.tags} sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, position: 'relative', zIndex: 1 }}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Chip component={Link} href={i18n.href(tag.path)} clickable size="small" label={tag.name} sx={{ bgcolor: '#EFEAE2', borderRadius: 1.5 }} />
        </li>
      ))}
    </Stack>
  );
}
