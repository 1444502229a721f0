import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

interface ErrorBoxProps {
  /** The intro line: 'Your request was unsuccessful.' unless the answer gave its own ('Your job could not be published…'). */
  intro: string;
  /** What went wrong: the answer's messages; 'System error occurred' when it named none. */
  messages: string[];
}

/** The error box every form on the site shows when a request fails. */
export function ErrorBox({ intro, messages }: ErrorBoxProps) {
  return (
    <Alert severity="error" role="alert" data-error-box>
      <AlertTitle sx={{ mb: messages.length ? 0.5 : 0 }}>{intro}</AlertTitle>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
