/** How a teammate is named in lists: their name, else their e-mail; someone no longer listed, as such. */
export const teammateName = (person: { name?: string | null; email: string } | undefined): string =>
  person ? person.name || person.email : 'Someone no longer on the team';

/** A teammate as a select offers them: name and e-mail, so two of one name are told apart. */
export const teammateChoice = (person: { id: string; name?: string | null; email: string }) => ({
  value: person.id,
  label: person.name ? `${person.name} (${person.email})` : person.email,
});
