/// Deleting a transcript for good (server/services/purge.ts): the transcript, every version and segment content, its
/// search rows, comments, highlights, review links, export links, voice comparisons and the voice enrolments taken from it (and a
/// voice left with none, since a voice without a voiceprint is no voice), and its audio file with its bleeped renders
/// (bleeped_audio cascades). One transaction with secure_delete on (lib/erase.cjs), so it is all gone or none of it
/// is, and a retry finishes the job; the audio's file record is deleted through PocketBase, which removes the stored
/// file (and the renders' files) once the transaction has committed.
routerAdd(
  'DELETE',
  '/api/tapescript/transcripts/{id}',
  (e) => {
    const { eraseWithin } = require(`${__hooks}/lib/erase.cjs`);
    const { purgeTranscript } = require(`${__hooks}/lib/purge.cjs`);
    const id = e.request.pathValue('id');
    const outcome = eraseWithin((txApp) => purgeTranscript(txApp, id));
    return outcome.found ? e.json(200, outcome) : e.json(404, { code: 'not_found' });
  },
  $apis.requireSuperuserAuth(),
);

/// Removes a transcript's audio and keeps the transcript (the retention policy's audio clock, server/services/
/// retention.ts): the file record goes (PocketBase removes the stored file once the transaction has committed), and the
/// transcript records when. Written with SQL, so its "updated" (the library's order, the bin's clock) does not move.
routerAdd(
  'POST',
  '/api/tapescript/transcripts/{id}/remove-audio',
  (e) => {
    const id = e.request.pathValue('id');
    let found = true;
    require(`${__hooks}/lib/writing-transaction.cjs`).writingTransaction((txApp) => {
      found = require(`${__hooks}/lib/purge.cjs`).removeAudio(txApp, id);
    });
    return found ? e.json(200, {}) : e.json(404, { code: 'not_found' });
  },
  $apis.requireSuperuserAuth(),
);
