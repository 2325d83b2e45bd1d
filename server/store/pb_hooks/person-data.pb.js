/// Finding, exporting and erasing one person (server/services/person-data.ts): the reads gather what the server
/// matches (the matching is the server's, server/domain/person-names.ts), and the erasure writes what it decided.
/// Every route takes its arguments in a POST body, never in the address: PocketBase's request log keeps addresses.

/// The transcripts worth reading for a person: those whose current text the search index finds the words in
/// (`match`, an FTS5 phrase; "" for none), every transcript's title and recognised speakers, and the speakers of each
/// transcript's current text (a name may be there alone; the index does not tokenize speakers, so they are listed).
routerAdd(
  'POST',
  '/api/tapescript/person/candidates',
  (e) => {
    const body = e.requestInfo().body;
    const db = $app.db();
    const found = [];
    if (body.match) {
      const rows = arrayOf(new DynamicModel({ transcript_id: '' }));
      db.newQuery('SELECT DISTINCT transcript_id FROM search_segments WHERE search_segments MATCH {:match}').bind({ match: String(body.match) }).all(rows);
      for (const row of rows) found.push(row.transcript_id);
    }
    const metas = arrayOf(new DynamicModel({ id: '', title: '', speakers: '', chapters: '', show_notes: '' }));
    db.newQuery(
      "SELECT m.id, m.title, COALESCE(m.recognized_speakers, 'null') AS speakers, COALESCE(d.chapters, '[]') AS chapters, COALESCE(d.show_notes, 'null') AS show_notes FROM transcript_meta m LEFT JOIN transcript_data d ON d.id = m.data_id",
    ).all(metas);
    const speakers = arrayOf(new DynamicModel({ transcript_id: '', speaker: '' }));
    db.newQuery('SELECT DISTINCT transcript_id, speaker FROM search_segments').all(speakers);
    return e.json(200, { found: found, speakers: speakers.map((s) => ({ transcriptId: s.transcript_id, speaker: s.speaker })), transcripts: metas.map((m) => ({
        id: m.id,
        title: m.title,
        recognizedSpeakers: JSON.parse(m.speakers || 'null') || [],
        chapterTitles: (JSON.parse(m.chapters || 'null') || []).map((c) => c.title),
        showNotes: (JSON.parse(m.show_notes || 'null') || { markdown: '' }).markdown,
      })),
    });
  },
  $apis.requireSuperuserAuth(),
);

/// One transcript as finding and erasing read it: every segment content any of its versions holds, each version's
/// label, chapters and show notes, its title and recognised or offered speakers.
routerAdd(
  'POST',
  '/api/tapescript/person/transcript',
  (e) => {
    const id = String(e.requestInfo().body.id || '');
    let meta;
    try {
      meta = $app.findRecordById('transcript_meta', id);
    } catch (err) {
      return e.json(404, { code: 'not_found' });
    }
    const db = $app.db();
    const contents = arrayOf(new DynamicModel({ no: 0, body: '' }));
    db.newQuery('SELECT no, body FROM segment_contents WHERE meta_id = {:id} ORDER BY no').bind({ id: id }).all(contents);
    const labels = arrayOf(new DynamicModel({ id: '', label: '', chapters: '', show_notes: '' }));
    db.newQuery("SELECT id, COALESCE(label, '') AS label, COALESCE(chapters, '[]') AS chapters, COALESCE(show_notes, 'null') AS show_notes FROM transcript_data WHERE meta_id = {:id} ORDER BY created, id")
      .bind({ id: id })
      .all(labels);
    const speakers = new DynamicModel({ recognized: '', suggested: '' });
    db.newQuery("SELECT COALESCE(recognized_speakers, 'null') AS recognized, COALESCE(voice_suggestions, 'null') AS suggested FROM transcript_meta WHERE id = {:id}")
      .bind({ id: id })
      .one(speakers);
    return e.json(200, {
      id: id,
      title: meta.getString('title'),
      recognizedSpeakers: JSON.parse(speakers.recognized || 'null') || [],
      voiceSuggestions: JSON.parse(speakers.suggested || 'null') || [],
      contents: contents.map((c) => ({ no: c.no, segment: JSON.parse(c.body) })),
      labels: labels.map((l) => ({ id: l.id, label: l.label })),
      chapters: labels.map((l) => ({ id: l.id, chapters: JSON.parse(l.chapters || 'null') || [] })).filter((v) => v.chapters.length),
      showNotes: labels.map((l) => ({ id: l.id, showNotes: JSON.parse(l.show_notes || 'null') })).filter((v) => v.showNotes && v.showNotes.markdown),
    });
  },
  $apis.requireSuperuserAuth(),
);

/// What a person may be beyond transcripts' text: the known voices (with the speakers each was remembered from, never
/// the voiceprints), review links, comments, highlights, pseudonym entries and dismissed suggestions (the server picks theirs).
routerAdd(
  'POST',
  '/api/tapescript/person/others',
  (e) => {
    const db = $app.db();
    const voices = arrayOf(new DynamicModel({ id: '', name: '' }));
    db.newQuery('SELECT id, name FROM voices').all(voices);
    const enrolments = arrayOf(new DynamicModel({ voice: '', transcript: '', speaker: '' }));
    db.newQuery("SELECT DISTINCT voice, transcript, COALESCE(speaker, '') AS speaker FROM voice_enrolments").all(enrolments);
    const links = arrayOf(new DynamicModel({ id: '', transcript: '', reviewer_name: '', hash: '' }));
    db.newQuery('SELECT id, transcript, reviewer_name, hash FROM review_links').all(links);
    const comments = arrayOf(new DynamicModel({ id: '', transcript: '', reply_to: '', text: '', quote: '', author: '' }));
    db.newQuery("SELECT id, transcript, COALESCE(reply_to, '') AS reply_to, text, COALESCE(quote, '') AS quote, COALESCE(author, 'null') AS author FROM comments").all(comments);
    const highlights = arrayOf(new DynamicModel({ id: '', transcript: '', parts: '', note: '', author: '' }));
    db.newQuery("SELECT id, transcript, parts, COALESCE(note, '') AS note, COALESCE(author, 'null') AS author FROM highlights").all(highlights);
    const pseudonyms = arrayOf(new DynamicModel({ id: '', transcript: '', term: '', term_key: '' }));
    db.newQuery("SELECT id, COALESCE(transcript, '') AS transcript, term, term_key FROM pseudonyms").all(pseudonyms);
    const dismissals = arrayOf(new DynamicModel({ id: '', transcript: '', term_key: '' }));
    db.newQuery('SELECT id, transcript, term_key FROM pseudonym_dismissals').all(dismissals);
    return e.json(200, {
      voices: voices.map((v) => ({ id: v.id, name: v.name })),
      enrolments: enrolments.map((n) => ({ voice: n.voice, transcript: n.transcript, speaker: n.speaker })),
      reviewLinks: links.map((l) => ({ id: l.id, transcript: l.transcript, reviewerName: l.reviewer_name, hash: l.hash })),
      comments: comments.map((c) => ({ id: c.id, transcript: c.transcript, replyTo: c.reply_to, text: c.text, quote: c.quote, author: JSON.parse(c.author || 'null') })),
      highlights: highlights.map((x) => ({
        id: x.id,
        transcript: x.transcript,
        quote: JSON.parse(x.parts || '[]').map((part) => part.quote).join(' '),
        note: x.note,
        author: JSON.parse(x.author || 'null'),
      })),
      pseudonyms: pseudonyms.map((p) => ({ id: p.id, transcript: p.transcript, term: p.term, termKey: p.term_key })),
      dismissals: dismissals.map((d) => ({ id: d.id, transcript: d.transcript, termKey: d.term_key })),
    });
  },
  $apis.requireSuperuserAuth(),
);

/// The audit entries whose subject holds one of `needles` (SQL LIKE, which folds ASCII case only: the server sends
/// each spelling it means and matches the answers properly).
routerAdd(
  'POST',
  '/api/tapescript/person/audit',
  (e) => {
    const needles = e.requestInfo().body.needles || [];
    const rows = arrayOf(new DynamicModel({ id: '', subject: '' }));
    $app
      .db()
      .newQuery("SELECT a.id, a.subject FROM audit_log a WHERE EXISTS (SELECT 1 FROM json_each({:needles}) n WHERE a.subject LIKE '%' || n.value || '%')")
      .bind({ needles: JSON.stringify(needles) })
      .all(rows);
    return e.json(200, { entries: rows.map((r) => ({ id: r.id, subject: r.subject })) });
  },
  $apis.requireSuperuserAuth(),
);

/// The erasure, in one transaction with secure_delete on (lib/erase.cjs) and FTS5's secure-delete for the search rows
/// it takes out: each transcript's rewritten contents, labels, chapters, show notes, title and speakers, and a new version (the same text)
/// that later saves are checked against (migrations/1765500000_erased_versions.js), and its clips; the comments, highlights (and their clips), review links,
/// voices, pseudonym entries and dismissed suggestions named; the audio where asked; the audit subjects rewritten. The search index is optimized (its old segments
/// go), the WAL truncated, and the request log's entries holding one of `needles` deleted from auxiliary.db.
routerAdd(
  'POST',
  '/api/tapescript/person/erase',
  (e) => {
    const { eraseWithin } = require(`${__hooks}/lib/erase.cjs`);
    const { removeAudio, removeClips } = require(`${__hooks}/lib/purge.cjs`);
    const index = require(`${__hooks}/lib/search-index.js`);
    const body = e.requestInfo().body;
    const counts = { transcripts: 0, versions: 0, comments: 0, highlights: 0, voices: 0, reviewLinks: 0 };
    const outcome = eraseWithin((txApp) => {
      const db = txApp.db();
      const run = (sql, params) => db.newQuery(sql).bind(params).execute();
      const count = (sql, params) => {
        const row = new DynamicModel({ n: 0 });
        db.newQuery(sql).bind(params).one(row);
        return row.n;
      };
      run("INSERT INTO search_segments (search_segments, rank) VALUES ('secure-delete', 1)", {});
      run("INSERT INTO search_shown (search_shown, rank) VALUES ('secure-delete', 1)", {});
      run("INSERT INTO highlight_search (highlight_search, rank) VALUES ('secure-delete', 1)", {});
      for (const rewrite of body.transcripts || []) {
        let meta;
        try {
          meta = txApp.findRecordById('transcript_meta', rewrite.id);
        } catch (err) {
          continue;
        }
        counts.transcripts++;
        // A clip is the recording itself: it may say what the text no longer does.
        removeClips(txApp, 'transcript = {:id}', { id: meta.id });
        counts.versions += count('SELECT count(*) AS n FROM transcript_data WHERE meta_id = {:id}', { id: meta.id });
        for (const content of rewrite.contents || []) {
          run('UPDATE segment_contents SET body = {:body} WHERE meta_id = {:meta} AND no = {:no}', { body: JSON.stringify(content.body), meta: meta.id, no: content.no });
        }
        for (const version of rewrite.chapters || []) {
          run('UPDATE transcript_data SET chapters = {:chapters} WHERE id = {:id} AND meta_id = {:meta}', { chapters: JSON.stringify(version.chapters), id: version.id, meta: meta.id });
        }
        for (const version of rewrite.showNotes || []) {
          run('UPDATE transcript_data SET show_notes = {:notes} WHERE id = {:id} AND meta_id = {:meta}', { notes: JSON.stringify(version.showNotes), id: version.id, meta: meta.id });
        }
        for (const label of rewrite.labels || []) run('UPDATE transcript_data SET label = {:label} WHERE id = {:id} AND meta_id = {:meta}', { label: label.label, id: label.id, meta: meta.id });
        if (rewrite.title !== undefined) meta.set('title', rewrite.title);
        if (rewrite.recognizedSpeakers) meta.set('recognized_speakers', rewrite.recognizedSpeakers);
        if (rewrite.voiceSuggestions) meta.set('voice_suggestions', rewrite.voiceSuggestions);
        const current = meta.getString('data_id');
        if (current) {
          const previous = new DynamicModel({ segments: '', word_count: 0, chapters: '', show_notes: '' });
          db.newQuery("SELECT segments, COALESCE(word_count, 0) AS word_count, COALESCE(chapters, '[]') AS chapters, COALESCE(show_notes, 'null') AS show_notes FROM transcript_data WHERE id = {:id}").bind({ id: current }).one(previous);
          const data = new Record(txApp.findCollectionByNameOrId('transcript_data'));
          data.set('meta_id', meta.id);
          data.set('previous_did', current);
          data.set('segments', JSON.parse(previous.segments));
          data.set('source', 'replace');
          data.set('word_count', previous.word_count);
          // The erasure's version carries its predecessor's chapters, as every version does.
          data.set('chapters', JSON.parse(previous.chapters || 'null') || []);
          data.set('show_notes', JSON.parse(previous.show_notes || 'null'));
          data.set('label', String(body.label || ''));
          if (body.author) data.set('author', body.author);
          txApp.save(data);
          meta.set('data_id', data.id);
          meta.set('erased_version', data.id);
          meta.set('erased_at', data.getString('created'));
        }
        txApp.save(meta);
        // The contents kept their numbers, so the index is written afresh rather than kept by number.
        index.removeTranscript(txApp, meta.id);
        index.indexTranscript(txApp, meta);
      }
      const ids = (list) => JSON.stringify(list || []);
      counts.comments = count('SELECT count(*) AS n FROM comments WHERE id IN (SELECT value FROM json_each({:ids})) OR reply_to IN (SELECT value FROM json_each({:ids}))', { ids: ids(body.comments) });
      run('DELETE FROM comments WHERE id IN (SELECT value FROM json_each({:ids})) OR reply_to IN (SELECT value FROM json_each({:ids}))', { ids: ids(body.comments) });
      counts.highlights = count('SELECT count(*) AS n FROM highlights WHERE id IN (SELECT value FROM json_each({:ids}))', { ids: ids(body.highlights) });
      for (const id of body.highlights || []) removeClips(txApp, 'highlight = {:id}', { id: String(id) });
      run('DELETE FROM highlights WHERE id IN (SELECT value FROM json_each({:ids}))', { ids: ids(body.highlights) });
      counts.reviewLinks = count('SELECT count(*) AS n FROM review_links WHERE id IN (SELECT value FROM json_each({:ids}))', { ids: ids(body.reviewLinks) });
      run('DELETE FROM review_links WHERE id IN (SELECT value FROM json_each({:ids}))', { ids: ids(body.reviewLinks) });
      counts.voices = count('SELECT count(*) AS n FROM voices WHERE id IN (SELECT value FROM json_each({:ids}))', { ids: ids(body.voices) });
      run('DELETE FROM voice_enrolments WHERE voice IN (SELECT value FROM json_each({:ids}))', { ids: ids(body.voices) });
      run('DELETE FROM voices WHERE id IN (SELECT value FROM json_each({:ids}))', { ids: ids(body.voices) });
      run('DELETE FROM pseudonyms WHERE id IN (SELECT value FROM json_each({:ids}))', { ids: ids(body.pseudonyms) });
      run('DELETE FROM pseudonym_dismissals WHERE id IN (SELECT value FROM json_each({:ids}))', { ids: ids(body.dismissals) });
      for (const id of body.audio || []) removeAudio(txApp, id);
      for (const entry of body.audit || []) run('UPDATE audit_log SET subject = {:subject} WHERE id = {:id}', { subject: entry.subject, id: entry.id });
      run("INSERT INTO search_segments (search_segments) VALUES ('optimize')", {});
      run("INSERT INTO search_segments (search_segments, rank) VALUES ('secure-delete', 0)", {});
      run("INSERT INTO search_shown (search_shown) VALUES ('optimize')", {});
      run("INSERT INTO search_shown (search_shown, rank) VALUES ('secure-delete', 0)", {});
      // The quote bank's words index (migrations/1766300000_highlight_search.js): its triggers took the highlights' rows out.
      run("INSERT INTO highlight_search (highlight_search) VALUES ('optimize')", {});
      run("INSERT INTO highlight_search (highlight_search, rank) VALUES ('secure-delete', 0)", {});
      return true;
    });
    // The request log lives in auxiliary.db, written by PocketBase in batches: its entries are erased the same way.
    const aux = $app.auxNonconcurrentDB();
    aux.newQuery('PRAGMA secure_delete = ON').execute();
    try {
      aux
        .newQuery("DELETE FROM _logs WHERE EXISTS (SELECT 1 FROM json_each({:needles}) n WHERE _logs.data LIKE '%' || n.value || '%' OR _logs.message LIKE '%' || n.value || '%')")
        .bind({ needles: JSON.stringify(body.needles || []) })
        .execute();
      // Pages freed before hold older entries: the file is rewritten without them.
      aux.newQuery('VACUUM').execute();
      aux.newQuery('PRAGMA wal_checkpoint(TRUNCATE)').execute();
    } finally {
      aux.newQuery('PRAGMA secure_delete = OFF').execute();
    }
    return e.json(200, { counts: counts, checkpointed: outcome.checkpointed });
  },
  $apis.requireSuperuserAuth(),
  $apis.bodyLimit(67108864),
);
