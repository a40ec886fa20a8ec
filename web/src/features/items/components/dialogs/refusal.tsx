import { Alert } from '@chakra-ui/react/alert';
import '../../i18n';

/** The server's refusal of this operation for these items, in the dialog. */
export function Refusal({ text }: { text: string }) {
  return (
    <Alert.Root status="error" data-testid="item-refused">
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}
