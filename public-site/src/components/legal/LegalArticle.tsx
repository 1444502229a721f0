import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { withEmail, type LegalDocument } from '@/lib/legal/document';
import { CONTACT_EMAIL } from '@/lib/site';

function Text({ text }: { text: string }) {
  return (
    <>
      {withEmail(text).map((part, index) =>
        'email' in part ? (
          <MuiLink key={index} href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </MuiLink>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

const paragraphSx = { lineHeight: 1.8, mb: 1.5 } as const;

/** A legal text in the site's layout: numbered sections of paragraphs and lists. */
export function LegalArticle({ document }: { document: LegalDocument }) {
  return (
    <>
      {document.intro.map((text) => (
        <Typography key={text} sx={paragraphSx}>
          <Text text={text} />
        </Typography>
      ))}
      {document.sections.map((section, index) => (
        <Box component="section" key={section.heading} sx={{ mt: 4 }}>
          <Typography variant="h2" sx={{ mb: 1.5 }}>
            {index + 1}. {section.heading}
          </Typography>
          {section.paragraphs?.map((text) => (
            <Typography key={text} sx={paragraphSx}>
              <Text text={text} />
            </Typography>
          ))}
          {section.items && (
            <Box component="ul" sx={{ pl: 3, my: 0, mb: 1.5 }}>
              {section.items.map((item) => (
                <Typography component="li" key={item} sx={{ lineHeight: 1.8, mb: 0.75 }}>
                  <Text text={item} />
                </Typography>
              ))}
            </Box>
          )}
          {section.after?.map((text) => (
            <Typography key={text} sx={paragraphSx}>
              <Text text={text} />
            </Typography>
          ))}
        </Box>
      ))}
    </>
  );
}
