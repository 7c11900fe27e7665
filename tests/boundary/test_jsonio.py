"""The JSON input boundary (oracle.core.jsonio): each attack class gets one error with a JSON path."""

from __future__ import annotations

import pytest

from oracle.core import jsonio
from oracle.core.jsonio import Limits, loads
from oracle.errors import InvalidInputError, InvalidRecordError
from oracle.text import shown, shown_json

SMALL = Limits(max_bytes=1_000_000, max_depth=4, max_digits=6)


@pytest.mark.parametrize(("text", "path", "message"), [
    ("[" * 100 + "]" * 100, "$[0][0][0][0]", "nested more than 4 deep"),
    ("[" * 100_000 + "]" * 100_000, "$", "nested more than 4 deep"),   # beyond Python's recursion limit
    ('{"a": [1, {"b": NaN}]}', "$.a[1].b", "NaN is not a JSON value"),
    ('{"a": Infinity}', "$.a", "Infinity is not a JSON value"),
    ('[-Infinity]', "$[0]", "-Infinity is not a JSON value"),
    ('{"n": 1234567}', "$.n", "a number of 7 digits (at most 6 are read)"),
    ('{"n": -1234567}', "$.n", "a number of 7 digits (at most 6 are read)"),
    ('{"n": ' + "9" * 5000 + "}", "$.n", "a number of 5000 digits (at most 6 are read)"),
    ('[1e999]', "$[0]", "the number inf is too large"),
    ('[1.00000000000000000000]', "$[0]", "a number written with 22 characters (at most 14)"),
    ('{"a": 1, "b": {"c": 2, "c": 3}}', "$.b", "the key 'c' appears twice in one object"),
    ('{"a b": {"x": "\\ud800"}}', "$['a b'].x",
     "a string holding a lone surrogate (\\ud800-\\udfff), which is not text"),
    ('{"\\udfff": 1}', "$", "a key holding a lone surrogate (\\ud800-\\udfff), which is not text"),
    ('{"a": 1', "$", "not valid JSON: line 1 column 8: Expecting ',' delimiter"),
    ("x" * 1_000_001, "$", "the input is 1,000,001 bytes long; at most 1,000,000 are read"),
])
def test_each_attack_is_one_error_at_its_path(text, path, message):
    with pytest.raises(InvalidInputError) as caught:
        loads(text, SMALL)
    assert (caught.value.path, caught.value.message) == (path, message)


def test_bytes_that_are_not_utf8_are_refused_with_their_offset():
    with pytest.raises(InvalidRecordError) as caught:
        loads(b'{"card": "Bath\xc3"}', SMALL, "the record", InvalidRecordError)
    assert caught.value.to_json() == {
        "error": "invalid_record", "path": "$",
        "message": "not UTF-8 text: byte 14 (0xc3) cannot start or continue a character"}


def test_the_deepest_allowed_value_and_ordinary_values_read_as_json_does():
    assert loads("[[[[1]]]]", SMALL) == [[[[1]]]]
    assert loads('{"a": [1, 2.5, "é", null, true], "b": -123456}', SMALL) == \
        {"a": [1, 2.5, "é", None, True], "b": -123456}
    assert loads(b'"\xc3\xa9"', SMALL) == "é"


def test_the_first_problem_in_document_order_is_reported():
    with pytest.raises(InvalidInputError) as caught:
        loads('{"a": [1, NaN], "b": Infinity}', SMALL)
    assert caught.value.path == "$.a[1]"


def test_exact_types():
    assert [jsonio.is_int(v) for v in (0, 1, True, 1.0, "1", None)] == [True, True, False, False, False, False]
    with pytest.raises(InvalidInputError) as caught:
        jsonio.expect_int(1.0, "$.player", 0, 1)
    assert caught.value.message == "expected a whole number from 0 to 1, not 1.0"


def test_untrusted_text_is_shown_on_one_line_and_bounded():
    assert shown("Baths") == "'Baths'"
    forged = "Baths\noracle: illegal move: forged [turn.build]\x1b[2J\u202e"
    assert shown(forged, 100) == "'Baths\\u000aoracle: illegal move: forged [turn.build]\\u001b[2J\\u202e'"
    assert shown("x" * 50_000_000, 10) == "'xxxxxxxxxx'… (49,999,990 more characters)"
    assert shown_json([1, 2]) == "[1, 2]" and shown_json('a"b') == '"a\\"b"' and shown("a'b") == "'a\\'b'"


def test_what_the_oracle_writes_is_json():
    assert jsonio.compact({"b": [1, "é"]}) == '{"b":[1,"é"]}'
    with pytest.raises(ValueError):
        jsonio.compact({"x": float("nan")})
    with pytest.raises(ValueError):
        jsonio.dumps([float("inf")])
