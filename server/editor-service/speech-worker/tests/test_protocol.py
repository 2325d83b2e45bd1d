import json

import pytest

from protocol import Cancel, Embed, Load, ProtocolError, Transcribe, parse_request


def test_parses_each_request_type():
    assert parse_request('{"type": "load", "model_dir": "/m"}') == Load("/m")
    assert parse_request('{"type": "cancel", "job": "j1"}') == Cancel("j1")
    request = parse_request(json.dumps({
        "type": "transcribe", "job": "j1", "audio": "/a.wav", "model_dir": "/m",
        "language": "de", "vocabulary": [" ETRM ", "", "Dashwood"], "speakers": 2,
    }))
    assert request == Transcribe("j1", "/a.wav", "/m", "de", ("ETRM", "Dashwood"), 2)
    embed = parse_request('{"type": "embed", "job": "e1", "audio": "/a.wav", "clips": [[0, 2.5], [2.5, 9]]}')
    assert embed == Embed("e1", "/a.wav", ((0.0, 2.5), (2.5, 9.0)))


@pytest.mark.parametrize("line, message, job", [
    ("not json", "not JSON", None),
    ("[1, 2]", "must be a JSON object", None),
    ('{"type": "dance", "job": "j"}', "unknown request type", "j"),
    ('{"type": "transcribe", "audio": "/a", "model_dir": "/m"}', '"job" must be', None),
    ('{"type": "transcribe", "job": "j", "model_dir": "/m"}', '"audio" must be', "j"),
    ('{"type": "transcribe", "job": "j", "audio": "/a", "model_dir": "/m", "speakers": 0}', '"speakers" must be', "j"),
    ('{"type": "transcribe", "job": "j", "audio": "/a", "model_dir": "/m", "speakers": true}', '"speakers" must be', "j"),
    ('{"type": "transcribe", "job": "j", "audio": "/a", "model_dir": "/m", "language": 5}', '"language" must be', "j"),
    ('{"type": "transcribe", "job": "j", "audio": "/a", "model_dir": "/m", "vocabulary": [1]}', '"vocabulary" must be', "j"),
    ('{"type": "cancel"}', '"job" must be', None),
    ('{"type": "embed", "job": "e", "audio": "/a", "clips": []}', '"clips" must be', "e"),
    ('{"type": "embed", "job": "e", "audio": "/a", "clips": [[3, 2]]}', '"clips" must be', "e"),
    ('{"type": "embed", "job": "e", "audio": "/a", "clips": [[0, 5], [4, 6]]}', '"clips" must be', "e"),
    ('{"type": "embed", "job": "e", "audio": "/a", "clips": [[0, 121]]}', '"clips" must be', "e"),
    ('{"type": "embed", "job": "e", "audio": "/a", "clips": [[-1, 2]]}', '"clips" must be', "e"),
    ('{"type": "embed", "job": "e", "audio": "/a", "clips": [[0, true]]}', '"clips" must be', "e"),
    ('{"type": "embed", "job": "e", "audio": "/a", "clips": [[0, 100], [100, 200], [200, 300], [300, 400], [400, 500], [500, 600], [600, 601]]}', '"clips" must be', "e"),
    ('{"type": "embed", "job": "e", "clips": [[0, 1]]}', '"audio" must be', "e"),
])
def test_refuses_bad_requests_naming_the_problem_and_the_job(line, message, job):
    with pytest.raises(ProtocolError, match=message) as raised:
        parse_request(line)
    assert raised.value.job == job
