import { Heading, Link, Stack, Switch, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClosableDialog } from '../../../components/ClosableDialog.tsx';
import { AddPseudonymForm, type NewPseudonym } from '../../../components/pseudonyms/AddPseudonymForm.tsx';
import { PseudonymList } from '../../../components/pseudonyms/PseudonymList.tsx';
import {
  usePseudonymsQuery,
  useRemovePseudonymMutation,
  useSetPseudonymisedMutation,
  useSetPseudonymMutation,
  useTranscriptPseudonymsQuery,
} from '../../../graphql/generated.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useRefusal } from '../../../lib/use-refusal.ts';
import { useWhoAmI } from '../../../lib/who-am-i.ts';
import { OriginalsGrants } from './OriginalsGrants.tsx';
import { PseudonymSuggestions } from './PseudonymSuggestions.tsx';

interface PseudonymsDialogProps {
  transcriptId: string;
  onClose: () => void;
}

/**
 * A transcript's pseudonyms (editors and owners; README "Pseudonyms"): whether viewers and review links read them,
 * its list with the library's terms marked, adding and removing a term, the suggestions to accept or dismiss, and the
 * viewers who read the names anyway. Every list refetches after a change (graphql/cache.ts); what the server refuses
 * is shown as it says it.
 */
export function PseudonymsDialog({ transcriptId, onClose }: PseudonymsDialogProps) {
  const me = useWhoAmI();
  const team = me?.kind === 'USER' || me?.kind === 'API_TOKEN';
  const [{ data, error }] = useTranscriptPseudonymsQuery({ variables: { id: transcriptId }, requestPolicy: 'cache-and-network' });
  const [{ data: listed }] = usePseudonymsQuery({ variables: { transcriptId }, requestPolicy: 'cache-and-network' });
  const [{ fetching: adding }, setPseudonym] = useSetPseudonymMutation();
  const [, removePseudonym] = useRemovePseudonymMutation();
  const [{ fetching: switching }, setPseudonymised] = useSetPseudonymisedMutation();
  const { refusal, run } = useRefusal();
  const transcript = data?.transcript;

  const add = ({ term, kind, replacement, library }: NewPseudonym) =>
    run(() => setPseudonym({ transcriptId: library ? null : transcriptId, term, kind, replacement }));

  return (
    <ClosableDialog open onClose={onClose} title="Pseudonyms" scrollInside>
      {error && !transcript && <Text color="fg.error">{errorMessage(error)}</Text>}
      {transcript && (
        <Stack gap="6">
          <Switch.Root
            checked={transcript.pseudonymised}
            disabled={switching}
            onCheckedChange={({ checked }) => void run(() => setPseudonymised({ id: transcriptId, pseudonymised: checked }))}
            alignItems="flex-start"
          >
            <Switch.HiddenInput />
            <Switch.Control mt="0.5" flexShrink={0}>
              <Switch.Thumb />
            </Switch.Control>
            <Stack gap="0">
              <Switch.Label fontWeight="medium">Pseudonymise for viewers and review links</Switch.Label>
              <Text fontSize="sm" color="fg.muted">
                They then read each term below as what it is shown as. Editors and owners read the names{team && ', and so do the viewers you choose'}.
              </Text>
            </Stack>
          </Switch.Root>
          {refusal && (
            <Text role="alert" color="fg.error">
              {refusal}
            </Text>
          )}
          <Section title="Terms">
            <PseudonymList
              entries={listed?.pseudonyms ?? []}
              label="Terms and what they are shown as"
              inTranscript
              empty="No terms yet: add one, or accept a suggestion below."
              onRemove={(entry) => void run(() => removePseudonym({ id: entry.id }))}
            />
            <AddPseudonymForm offerLibrary busy={adding} onAdd={add} />
            <Text fontSize="sm" color="fg.muted">
              The library’s terms apply to every transcript:{' '}
              <Link asChild color="fg.info">
                <RouterLink to="/pseudonyms">the library’s list</RouterLink>
              </Link>
              .
            </Text>
          </Section>
          <Section title="Suggestions">
            <PseudonymSuggestions transcriptId={transcriptId} run={run} />
          </Section>
          {team && transcript.pseudonymised && (
            <Section title="Viewers who read the names">
              <OriginalsGrants transcriptId={transcriptId} grants={transcript.originalsGrants} run={run} />
            </Section>
          )}
        </Stack>
      )}
    </ClosableDialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
