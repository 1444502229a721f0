import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { articleBlocks } from '@/lib/format/text';

/** An article's headings, paragraphs and lists, rendered from its structure, never from its HTML. */
export function ArticleBody({ html }: { html: string | null | undefined }) {
  return articleBlocks(html).map((block, index) => {
    if (block.kind === 'heading') {
      return (
        <Typography key={index} variant="h2" sx={{ mt: 4, mb: 1.5 }}>
          {block.text}
        </Typography>
      );
    }
    if (block.kind === 'list') {
      return (
        <Box key={index} component="ul" sx={{ pl: 3, mb: 2, lineHeight: 1.75 }}>
          {block.items.map((item, itemIndex) => (
            <Typography key={itemIndex} component="li" variant="body1" sx={{ mb: 0.5 }}>
              {item}
            </Typography>
          ))}
        </Box>
      );
    }
    return (
      <Typography key={index} variant="body1" sx={{ mb: 2, lineHeight: 1.8, overflowWrap: 'anywhere' }}>
        {block.text}
      </Typography>
    );
  });
}
