import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { AddPseudonymForm, type NewPseudonym } from '../../components/pseudonyms/AddPseudonymForm.tsx';
import { PseudonymList } from '../../components/pseudonyms/PseudonymList.tsx';
import { usePseudonymsQuery, useRemovePseudonymMutation, useSetPseudonymMutation } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useRefusal } from '../../lib/use-refusal.ts';
import { mayChange, useWhoAmI } from '../../lib/who-am-i.ts';

export const EDITORS_ONLY = 'Only editors and owners keep the pseudonym lists: they hold the names themselves.';

/** Route /pseudonyms (editors and owners): the library's list, which every transcript uses; add or remove a term. */
export function PseudonymsPage() {
  const me = useWhoAmI();
  const keeps = me !== null && mayChange(me);
  // Asked only of an editor or owner: a viewer would read the server's refusal.
  const [{ data, error }] = usePseudonymsQuery({ variables: { transcriptId: null }, requestPolicy: 'cache-and-network', pause: !keeps });
  const [{ fetching: adding }, setPseudonym] = useSetPseudonymMutation();
  const [, removePseudonym] = useRemovePseudonymMutation();
  const { refusal, run } = useRefusal();
  const add = ({ term, kind, replacement }: NewPseudonym) => run(() => setPseudonym({ transcriptId: null, term, kind, replacement }));
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Heading as="h2" size="2xl" mb="2">
        Pseudonyms
      </Heading>
      <Text color="fg.muted" mb="6">
        Every transcript hides the library’s terms, each under the same pseudonym everywhere, from the viewers and review
        links of a pseudonymised transcript (Pseudonyms… in a transcript’s menu). A transcript’s own list wins where both
        hold a term.
      </Text>
      {me && !keeps && <Text role="status">{EDITORS_ONLY}</Text>}
      {keeps && error && <Text color="fg.error">{errorMessage(error)}</Text>}
      {keeps && data && (
        <Stack gap="6">
          <PseudonymList
            entries={data.pseudonyms}
            label="The library’s terms"
            inTranscript={false}
            empty="No library-wide terms yet."
            onRemove={(entry) => void run(() => removePseudonym({ id: entry.id }))}
          />
          <AddPseudonymForm offerLibrary={false} busy={adding} onAdd={add} />
          {refusal && (
            <Text role="alert" color="fg.error">
              {refusal}
            </Text>
          )}
        </Stack>
      )}
    </Container>
  );
}
