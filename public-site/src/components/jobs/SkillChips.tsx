import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export function SkillChips({ skills, limit }: { skills: string[]; limit?: number }) {
  const shown = limit === undefined ? skills : skills.slice(0, limit);
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {shown.map((skill) => (
        <Chip key={skill} size="small" label={skill} sx={{ bgcolor: '#EFEAE2', borderRadius: 1.5 }} />
      ))}
    </Stack>
  );
}
