/// A version of the by-change layout (docs/storage.md): `transcript_data.segments` holds
/// `{ "v": 2, "nos": "1-699,1501,701-1500" }`, the numbers of its segment contents in order, as runs. Contents are
/// numbered per transcript in the order they are first stored, so an upload's version is one run and an edit of
/// one segment adds one number: the manifest costs what changed, not the transcript's length.

/** "1-3,7" -> [1, 2, 3, 7] */
function decode(runs) {
  const nos = [];
  if (!runs) return nos;
  for (const run of String(runs).split(',')) {
    const dash = run.indexOf('-');
    const from = Number(dash < 0 ? run : run.slice(0, dash));
    const to = dash < 0 ? from : Number(run.slice(dash + 1));
    for (let no = from; no <= to; no++) nos.push(no);
  }
  return nos;
}

/** [1, 2, 3, 7] -> "1-3,7" */
function encode(nos) {
  const runs = [];
  for (let i = 0; i < nos.length; ) {
    let j = i;
    while (j + 1 < nos.length && nos[j + 1] === nos[j] + 1) j++;
    runs.push(j === i ? String(nos[i]) : nos[i] + '-' + nos[j]);
    i = j + 1;
  }
  return runs.join(',');
}

/**
 * A version's content numbers once its `count` new contents are stored from number `first` on: an entry -k (k from
 * 1) stands for the k-th new content; any other must be a number the transcript already has (below `first`).
 */
function resolve(nos, first, count) {
  return nos.map((no) => {
    if (no > 0 && no < first) return no;
    if (no < 0 && -no <= count) return first - no - 1;
    throw new BadRequestError('A manifest names segment content ' + no + ', which this transcript does not have.');
  });
}

/** Stores the new contents of a version (JSON texts) under the transcript's next numbers, inside the caller's transaction. */
function store(txApp, metaId, nos, contents) {
  const last = new DynamicModel({ n: 0 });
  txApp.db().newQuery('SELECT COALESCE(MAX(no), 0) AS n FROM segment_contents WHERE meta_id = {:meta}').bind({ meta: metaId }).one(last);
  const first = last.n + 1;
  const insert = txApp.db().newQuery('INSERT INTO segment_contents (id, meta_id, no, body) VALUES ({:id}, {:meta}, {:no}, {:body})');
  for (let k = 0; k < contents.length; k++) {
    insert.bind({ id: $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789'), meta: metaId, no: first + k, body: contents[k] }).execute();
  }
  return resolve(nos, first, contents.length);
}

module.exports = { decode, encode, resolve, store };
